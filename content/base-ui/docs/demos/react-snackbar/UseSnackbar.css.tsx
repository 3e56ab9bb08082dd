import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function UseSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string | null>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  const handleClose = (event: unknown, reason: SnackbarCloseReason | 'dismiss') => {
    setLastReason(reason);
    setOpen(false);
  };

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    onClose: handleClose,
    autoHideDuration: 6000,
  });

  const handleDismiss = () => {
    handleClose(null, 'dismiss');
    // The focused Dismiss button disappears: send focus back to the trigger.
    triggerRef.current?.focus();
  };

  return (
    <div className="UseSnackbar">
      <button
        type="button"
        ref={triggerRef}
        className="UseSnackbar-button"
        onClick={() => setOpen(true)}
      >
        Show notification
      </button>
      <p className="UseSnackbar-status">
        Last closed by: {lastReason ?? 'not closed yet'}
      </p>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div className="UseSnackbar-notification" {...getRootProps()}>
            <p role="status">Ana Silva replied to your comment.</p>
            <button
              type="button"
              className="UseSnackbar-button"
              onClick={handleDismiss}
            >
              Dismiss
            </button>
          </div>
        </ClickAwayListener>
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
      .UseSnackbar {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseSnackbar-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        background: #fff;
        color: #434d5b;
      }

      .UseSnackbar-notification {
        position: fixed;
        right: 16px;
        bottom: 16px;
        z-index: 5500;
        display: flex;
        align-items: center;
        gap: 16px;
        max-width: calc(100vw - 32px);
        box-sizing: border-box;
        padding: 8px 8px 8px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
      }

      .UseSnackbar-notification p {
        margin: 0;
        font-weight: 500;
      }

      .UseSnackbar-button {
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

      .UseSnackbar-button:hover {
        background: #f3f6f9;
      }

      .UseSnackbar-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
