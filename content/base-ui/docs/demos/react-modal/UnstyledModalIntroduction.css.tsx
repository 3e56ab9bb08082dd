import * as React from 'react';
import { Modal } from '@mui/base/Modal';

export default function UnstyledModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const handleClose = () => setOpen(false);

  return (
    <div>
      <button
        type="button"
        className="UnstyledModalIntroduction-button"
        onClick={() => setOpen(true)}
      >
        Open modal
      </button>
      <Modal
        open={open}
        onClose={handleClose}
        className="UnstyledModalIntroduction-modal"
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: 'UnstyledModalIntroduction-backdrop' } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="UnstyledModalIntroduction-dialog"
        >
          <h2 id={titleId}>Your session is about to expire</h2>
          <p id={descriptionId}>
            You will be signed out in 2 minutes. Stay signed in to keep your changes.
          </p>
          <div className="UnstyledModalIntroduction-actions">
            <button
              type="button"
              className="UnstyledModalIntroduction-button"
              onClick={handleClose}
            >
              Sign out
            </button>
            <button
              type="button"
              className="UnstyledModalIntroduction-button UnstyledModalIntroduction-primary"
              onClick={handleClose}
            >
              Stay signed in
            </button>
          </div>
        </div>
      </Modal>
      <Styles />
    </div>
  );
}

interface BackdropProps {
  open?: boolean;
  ownerState?: unknown;
  className?: string;
}

// Modal passes `open` and `ownerState` to the backdrop slot: keep them off the DOM.
const Backdrop = React.forwardRef<HTMLDivElement, BackdropProps>(
  function Backdrop(props, ref) {
    const { open, ownerState, ...other } = props;
    return <div ref={ref} {...other} />;
  },
);

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledModalIntroduction-modal {
        position: fixed;
        inset: 0;
        z-index: 1300;
        display: flex;
        align-items: center;
        justify-content: center;
      }

      .UnstyledModalIntroduction-backdrop {
        position: fixed;
        inset: 0;
        z-index: -1;
        background-color: rgba(0, 0, 0, 0.5);
      }

      .UnstyledModalIntroduction-dialog {
        width: 400px;
        max-width: calc(100vw - 32px);
        box-sizing: border-box;
        padding: 24px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        line-height: 1.5;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
        outline: 0;
      }

      .UnstyledModalIntroduction-dialog h2 {
        margin: 0;
        font-size: 1.125rem;
        line-height: 1.4;
      }

      .UnstyledModalIntroduction-dialog p {
        margin: 8px 0 0;
        color: #434d5b;
      }

      .UnstyledModalIntroduction-actions {
        display: flex;
        justify-content: flex-end;
        gap: 8px;
        margin-top: 24px;
      }

      .UnstyledModalIntroduction-button {
        font-family: IBM Plex Sans, sans-serif;
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

      .UnstyledModalIntroduction-button:hover {
        background: #f3f6f9;
      }

      .UnstyledModalIntroduction-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UnstyledModalIntroduction-primary,
      .UnstyledModalIntroduction-primary:hover {
        background: #0059b2;
        border-color: #0059b2;
        color: #fff;
      }
      `}
    </style>
  );
}
