import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function UnstyledButtonsIntroduction() {
  return (
    <div className="UnstyledButtonsIntroduction-root">
      <Button className="UnstyledButtonsIntroduction-button">Button</Button>
      <Button className="UnstyledButtonsIntroduction-button" disabled>
        Disabled
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
      .UnstyledButtonsIntroduction-root {
        display: flex;
        gap: 16px;
      }

      .UnstyledButtonsIntroduction-button {
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
        transition: background-color 150ms ease;
      }

      .UnstyledButtonsIntroduction-button:hover {
        background-color: #004c99;
      }

      .UnstyledButtonsIntroduction-button.base--active {
        background-color: #003a75;
      }

      .UnstyledButtonsIntroduction-button.base--focusVisible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UnstyledButtonsIntroduction-button.base--disabled {
        background-color: #e5eaf2;
        border-color: #dae2ed;
        color: #6b7a90;
        cursor: not-allowed;
      }
      `}
    </style>
  );
}
