import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';

export default function UnstyledSnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string | null>(null);

  const handleClose = (event: unknown, reason: SnackbarCloseReason) => {
    // Keep the message when the user clicks elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <div className="UnstyledSnackbarIntroduction">
      <button
        type="button"
        className="UnstyledSnackbarIntroduction-button"
        onClick={() => setOpen(true)}
      >
        Save draft
      </button>
      <p className="UnstyledSnackbarIntroduction-status">
        Last closed by: {lastReason ?? 'not closed yet'}
      </p>
      <Snackbar
        autoHideDuration={5000}
        open={open}
        onClose={handleClose}
        className="UnstyledSnackbarIntroduction-snackbar"
      >
        <div role="status">Draft saved. It will also be kept on this device.</div>
      </Snackbar>
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
      .UnstyledSnackbarIntroduction {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSnackbarIntroduction-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        background: #fff;
        color: #434d5b;
      }

      .UnstyledSnackbarIntroduction-button {
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

      .UnstyledSnackbarIntroduction-button:hover {
        background: #f3f6f9;
      }

      .UnstyledSnackbarIntroduction-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .UnstyledSnackbarIntroduction-snackbar {
        position: fixed;
        right: 16px;
        bottom: 16px;
        z-index: 5500;
        max-width: calc(100vw - 32px);
        box-sizing: border-box;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        font-weight: 500;
        color: #fff;
        background: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);
      }
      `}
    </style>
  );
}
