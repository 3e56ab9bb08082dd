import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function UnstyledInputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <div className="UnstyledInputAdornments">
      <div className="UnstyledInputAdornments-field">
        <label htmlFor={`${id}-amount`} className="UnstyledInputAdornments-label">
          Amount
        </label>
        <Input
          id={`${id}-amount`}
          placeholder="0.00"
          className="UnstyledInputAdornments-root"
          slotProps={{
            input: {
              inputMode: 'decimal',
              className: 'UnstyledInputAdornments-input',
            },
          }}
          startAdornment={<span className="UnstyledInputAdornments-text">$</span>}
          endAdornment={<span className="UnstyledInputAdornments-text">USD</span>}
        />
      </div>
      <div className="UnstyledInputAdornments-field">
        <label htmlFor={`${id}-password`} className="UnstyledInputAdornments-label">
          Password
        </label>
        <Input
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          className="UnstyledInputAdornments-root"
          slotProps={{ input: { className: 'UnstyledInputAdornments-input' } }}
          endAdornment={
            <button
              type="button"
              className="UnstyledInputAdornments-toggle"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((show) => !show)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
        />
      </div>
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledInputAdornments {
        display: flex;
        flex-direction: column;
        gap: 16px;
        width: 320px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledInputAdornments-field {
        display: flex;
        flex-direction: column;
        gap: 4px;
      }

      .UnstyledInputAdornments-label {
        font-weight: 600;
      }

      .UnstyledInputAdornments-root {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 0 12px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .UnstyledInputAdornments-root:hover {
        border-color: #3399ff;
      }

      .UnstyledInputAdornments-root.base--focused {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledInputAdornments-input {
        flex-grow: 1;
        min-width: 0;
        padding: 8px 0;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        color: inherit;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .UnstyledInputAdornments-text {
        color: #5f6c80;
      }

      .UnstyledInputAdornments-toggle {
        padding: 2px 8px;
        font-family: inherit;
        font-size: 0.75rem;
        font-weight: 600;
        color: #0059b2;
        background: transparent;
        border: 0;
        border-radius: 4px;
        cursor: pointer;
      }

      .UnstyledInputAdornments-toggle:focus-visible {
        outline: 2px solid #3399ff;
      }
      `}
    </style>
  );
}
