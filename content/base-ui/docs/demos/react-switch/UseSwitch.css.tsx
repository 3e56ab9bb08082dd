import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

export default function UseSwitch() {
  const id = React.useId();
  return (
    <div className="UseSwitch">
      <label htmlFor={id}>Email notifications</label>
      <CustomSwitch id={id} defaultChecked />
      <Styles />
    </div>
  );
}

function CustomSwitch({ id, ...props }: UseSwitchParameters & { id: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <span
      className="UseSwitch-root"
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <input className="UseSwitch-input" {...getInputProps({ id })} />
      <span className="UseSwitch-thumb" />
      <span className="UseSwitch-state" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
    </span>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseSwitch {
        display: flex;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseSwitch-root {
        position: relative;
        display: inline-flex;
        align-items: center;
        width: 64px;
        height: 28px;
        border-radius: 14px;
        color: #fff;
        background: #434d5b;
        cursor: pointer;
        transition: background-color 120ms;
      }

      .UseSwitch-root[data-checked] {
        background: #0059b2;
      }

      .UseSwitch-root[data-focus-visible] {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseSwitch-root[data-disabled] {
        opacity: 0.4;
        cursor: not-allowed;
      }

      .UseSwitch-input {
        position: absolute;
        inset: 0;
        z-index: 1;
        width: 100%;
        height: 100%;
        margin: 0;
        opacity: 0;
        cursor: inherit;
      }

      .UseSwitch-thumb {
        position: absolute;
        left: 4px;
        width: 20px;
        height: 20px;
        border-radius: 50%;
        background: #fff;
        transition: left 120ms;
      }

      .UseSwitch-root[data-checked] .UseSwitch-thumb {
        left: 40px;
      }

      .UseSwitch-state {
        width: 100%;
        padding: 0 10px 0 30px;
        font-size: 0.75rem;
        font-weight: 700;
      }

      .UseSwitch-root[data-checked] .UseSwitch-state {
        padding: 0 30px 0 10px;
      }
      `}
    </style>
  );
}
