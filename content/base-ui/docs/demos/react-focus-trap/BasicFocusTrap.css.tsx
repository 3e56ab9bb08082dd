import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);
  const firstNameId = React.useId();
  const lastNameId = React.useId();

  return (
    <div className="BasicFocusTrap">
      <button
        type="button"
        className="BasicFocusTrap-button"
        onClick={() => setOpen(true)}
      >
        Edit name
      </button>
      {open ? (
        <FocusTrap open>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Edit name"
            className="BasicFocusTrap-panel"
          >
            <label htmlFor={firstNameId}>First name</label>
            <input id={firstNameId} type="text" defaultValue="Ana" />
            <label htmlFor={lastNameId}>Last name</label>
            <input id={lastNameId} type="text" defaultValue="Silva" />
            <button
              type="button"
              className="BasicFocusTrap-button"
              onClick={() => setOpen(false)}
            >
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
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
      .BasicFocusTrap {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .BasicFocusTrap-panel {
        display: grid;
        grid-template-columns: auto 200px;
        align-items: center;
        gap: 8px 12px;
        padding: 16px;
        border-radius: 12px;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        outline: 0;
      }

      .BasicFocusTrap-panel:focus-visible {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .BasicFocusTrap-panel input {
        font-family: inherit;
        font-size: 0.875rem;
        padding: 6px 10px;
        border-radius: 6px;
        border: 1px solid #c7d0dd;
        color: inherit;
        background: transparent;
        outline: 0;
      }

      .BasicFocusTrap-panel input:focus {
        border-color: #007fff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .BasicFocusTrap-panel button {
        grid-column: 2;
        justify-self: end;
      }

      .BasicFocusTrap-button {
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

      .BasicFocusTrap-button:hover {
        background: #f3f6f9;
      }

      .BasicFocusTrap-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
