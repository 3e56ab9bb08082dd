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
    <div className="flex flex-col items-center gap-3 font-sans text-sm">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        onClick={() => setOpen(true)}
      >
        Save draft
      </button>
      <p className="m-0 rounded-md bg-white px-2 py-1 text-slate-700">
        Last closed by: {lastReason ?? 'not closed yet'}
      </p>
      <Snackbar
        autoHideDuration={5000}
        open={open}
        onClose={handleClose}
        className="fixed bottom-4 right-4 z-[5500] box-border max-w-[calc(100vw-32px)] rounded-lg bg-slate-900 px-4 py-3 font-sans text-sm font-medium text-white shadow-lg"
      >
        <div role="status">Draft saved. It will also be kept on this device.</div>
      </Snackbar>
    </div>
  );
}
