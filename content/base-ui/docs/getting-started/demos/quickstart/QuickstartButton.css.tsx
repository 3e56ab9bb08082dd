import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function QuickstartButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div className="QuickstartButton-root">
      <Button className="QuickstartButton" onClick={() => setCount(count + 1)}>
        Create repository
      </Button>
      <Button className="QuickstartButton" disabled>
        Delete repository
      </Button>
      <span className="QuickstartButton-count">Created: {count}</span>
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
      .QuickstartButton-root {
        display: flex;
        align-items: center;
        gap: 16px;
        font-family: system-ui, sans-serif;
      }

      .QuickstartButton {
        font-family: system-ui, sans-serif;
        font-weight: 600;
        padding: 8px 16px;
        border-radius: 8px;
        border: none;
        color: white;
        background-color: #1f7a55;
        cursor: pointer;
        transition: background-color 120ms ease;
      }

      .QuickstartButton:hover {
        background-color: #176044;
      }

      .QuickstartButton.base--active {
        background-color: #0f4531;
      }

      .QuickstartButton.base--focusVisible {
        outline: 3px solid #9ad6bd;
        outline-offset: 2px;
      }

      .QuickstartButton.base--disabled {
        opacity: 0.5;
        cursor: not-allowed;
      }
      `}
    </style>
  );
}
