import * as React from 'react';
import { Switch, SwitchOwnerState } from '@mui/base/Switch';

export default function OverridingSlotComponent() {
  const id = React.useId();
  return (
    <div className="OverridingSlotComponent">
      <Switch
        defaultChecked
        className="OverridingSlotComponent-switch"
        slots={{ thumb: Thumb }}
        slotProps={{ input: { id } }}
      />
      <label htmlFor={id}>Dark theme</label>
      <Styles />
    </div>
  );
}

// A custom slot component receives the props Base UI computed for the slot, plus
// `ownerState`: here it picks the icon from `ownerState.checked`.
function Thumb(props: { ownerState: SwitchOwnerState; className?: string }) {
  const { ownerState, ...other } = props;
  return (
    <span {...other}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
        {ownerState.checked ? (
          <path d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1" />
        ) : (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10M2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2m18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2M11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0m0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0M5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41z" />
        )}
      </svg>
    </span>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .OverridingSlotComponent {
        display: flex;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .OverridingSlotComponent-switch {
        position: relative;
        display: inline-block;
        width: 48px;
        height: 28px;
        cursor: pointer;
      }

      .OverridingSlotComponent-switch .base-Switch-track {
        position: absolute;
        inset: 0;
        border-radius: 14px;
        background: #6b7a90;
      }

      .OverridingSlotComponent-switch .base-Switch-thumb {
        position: absolute;
        top: 4px;
        left: 4px;
        display: flex;
        align-items: center;
        justify-content: center;
        width: 20px;
        height: 20px;
        border-radius: 50%;
        color: #b45309;
        background: #fff;
        transition: left 120ms;
      }

      .OverridingSlotComponent-switch .base-Switch-thumb svg {
        fill: currentColor;
      }

      .OverridingSlotComponent-switch .base-Switch-input {
        position: absolute;
        inset: 0;
        z-index: 1;
        width: 100%;
        height: 100%;
        margin: 0;
        opacity: 0;
        cursor: inherit;
      }

      .OverridingSlotComponent-switch.base--checked .base-Switch-track {
        background: #1c2025;
      }

      .OverridingSlotComponent-switch.base--checked .base-Switch-thumb {
        left: 24px;
        color: #1c2025;
      }

      .OverridingSlotComponent-switch.base--focusVisible .base-Switch-track {
        box-shadow: 0 0 0 3px #99ccf3;
      }
      `}
    </style>
  );
}
