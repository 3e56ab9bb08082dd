import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const buttonClassName =
  'cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300';

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
    <div className="flex flex-col items-center gap-3 font-sans text-sm">
      <button
        type="button"
        ref={triggerRef}
        className={buttonClassName}
        onClick={() => setOpen(true)}
      >
        Show notification
      </button>
      <p className="m-0 rounded-md bg-white px-2 py-1 text-slate-700">
        Last closed by: {lastReason ?? 'not closed yet'}
      </p>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div
            className="fixed bottom-4 right-4 z-[5500] box-border flex max-w-[calc(100vw-32px)] items-center gap-4 rounded-lg border border-solid border-slate-200 bg-white py-2 pl-4 pr-2 font-sans text-sm text-slate-900 shadow-lg"
            {...getRootProps()}
          >
            <p role="status" className="m-0 font-medium">
              Ana Silva replied to your comment.
            </p>
            <button
              type="button"
              className={buttonClassName}
              onClick={handleDismiss}
            >
              Dismiss
            </button>
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
