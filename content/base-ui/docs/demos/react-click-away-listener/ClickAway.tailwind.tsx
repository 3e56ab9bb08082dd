import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function ClickAway() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className="flex min-w-[280px] flex-col items-start gap-2 font-sans text-sm">
        <button
          type="button"
          className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((prev) => !prev)}
        >
          Filters
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="max-w-[280px] rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-slate-900"
        >
          Click anywhere outside the button and this box to close it.
        </div>
      </div>
    </ClickAwayListener>
  );
}
