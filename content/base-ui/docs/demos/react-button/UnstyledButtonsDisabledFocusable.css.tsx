import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function UnstyledButtonsDisabledFocusable() {
  return (
    <div className="UnstyledButtonsDisabledFocusable-root">
      <Button className="UnstyledButtonsDisabledFocusable-button" disabled>
        Disabled
      </Button>
      <Button
        className="UnstyledButtonsDisabledFocusable-button"
        disabled
        focusableWhenDisabled
      >
        Disabled, focusable
      </Button>
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
      .UnstyledButtonsDisabledFocusable-root {
        display: flex;
        gap: 16px;
      }

      .UnstyledButtonsDisabledFocusable-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        background-color: #0059b2;
        color: #fff;
        padding: 8px 16px;
        border-radius: 8px;
        border: 1px solid #0059b2;
        cursor: pointer;
      }

      .UnstyledButtonsDisabledFocusable-button:hover {
        background-color: #004c99;
      }

      .UnstyledButtonsDisabledFocusable-button.base--focusVisible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UnstyledButtonsDisabledFocusable-button.base--disabled {
        background-color: #e5eaf2;
        border-color: #dae2ed;
        color: #6b7a90;
        cursor: not-allowed;
      }
      `}
    </style>
  );
}
