import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function UnstyledInputIntroduction() {
  const id = React.useId();
  return (
    <div className="UnstyledInputIntroduction">
      <label htmlFor={id} className="UnstyledInputIntroduction-label">
        Email address
      </label>
      <Input
        id={id}
        type="email"
        placeholder="you@example.com"
        slotProps={{ input: { className: 'UnstyledInputIntroduction-input' } }}
      />
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
      .UnstyledInputIntroduction {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 320px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledInputIntroduction-label {
        font-weight: 600;
      }

      .UnstyledInputIntroduction-input {
        box-sizing: border-box;
        width: 100%;
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        box-shadow: 0 2px 2px rgba(0, 0, 0, 0.05);
      }

      .UnstyledInputIntroduction-input::placeholder {
        color: #5f6c80;
        opacity: 1;
      }

      .UnstyledInputIntroduction-input:hover {
        border-color: #3399ff;
      }

      .UnstyledInputIntroduction-input:focus {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }
      `}
    </style>
  );
}
