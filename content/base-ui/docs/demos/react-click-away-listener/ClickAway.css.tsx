import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function ClickAway() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className="ClickAway">
        <button
          type="button"
          className="ClickAway-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((prev) => !prev)}
        >
          Filters
        </button>
        <div id={panelId} hidden={!open} className="ClickAway-panel">
          Click anywhere outside the button and this box to close it.
        </div>
        <Styles />
      </div>
    </ClickAwayListener>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .ClickAway {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 8px;
        min-width: 280px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .ClickAway-panel {
        max-width: 280px;
        padding: 12px 16px;
        border-radius: 8px;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .ClickAway-panel[hidden] {
        display: none;
      }

      .ClickAway-button {
        font-family: inherit;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .ClickAway-button:hover {
        background: #f3f6f9;
      }

      .ClickAway-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
