import * as React from 'react';
import { Switch, SwitchProps } from '@mui/base/Switch';

export default function UnstyledSwitchIntroduction() {
  return (
    <div className="UnstyledSwitchIntroduction">
      <LabeledSwitch label="Wi-Fi" defaultChecked />
      <LabeledSwitch label="Bluetooth" />
      <LabeledSwitch label="Airplane mode (managed by your organization)" disabled />
      <Styles />
    </div>
  );
}

function LabeledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  const id = React.useId();
  return (
    <div className="UnstyledSwitchIntroduction-row">
      <Switch
        {...props}
        className="UnstyledSwitchIntroduction-switch"
        slotProps={{ input: { id } }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledSwitchIntroduction {
        display: flex;
        flex-direction: column;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSwitchIntroduction-row {
        display: flex;
        align-items: center;
        gap: 12px;
      }

      .UnstyledSwitchIntroduction-switch {
        position: relative;
        display: inline-block;
        flex-shrink: 0;
        width: 40px;
        height: 24px;
        cursor: pointer;
      }

      .UnstyledSwitchIntroduction-switch .base-Switch-track {
        position: absolute;
        inset: 0;
        border-radius: 12px;
        background: #6b7a90;
        transition: background-color 120ms;
      }

      .UnstyledSwitchIntroduction-switch .base-Switch-thumb {
        position: absolute;
        top: 4px;
        left: 4px;
        width: 16px;
        height: 16px;
        border-radius: 50%;
        background: #fff;
        transition: left 120ms;
      }

      /* The native checkbox covers the whole switch, invisible, so it receives
         clicks and keyboard focus. */
      .UnstyledSwitchIntroduction-switch .base-Switch-input {
        position: absolute;
        inset: 0;
        z-index: 1;
        width: 100%;
        height: 100%;
        margin: 0;
        opacity: 0;
        cursor: inherit;
      }

      .UnstyledSwitchIntroduction-switch.base--checked .base-Switch-track {
        background: #0059b2;
      }

      .UnstyledSwitchIntroduction-switch.base--checked .base-Switch-thumb {
        left: 20px;
      }

      .UnstyledSwitchIntroduction-switch.base--focusVisible .base-Switch-track {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledSwitchIntroduction-switch.base--disabled {
        opacity: 0.4;
        cursor: not-allowed;
      }
      `}
    </style>
  );
}
