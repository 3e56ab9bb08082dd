import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);
  const firstNameId = React.useId();
  const lastNameId = React.useId();

  return (
    <div className="flex flex-col items-start gap-3 font-sans text-sm">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
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
            className="grid grid-cols-[auto_200px] items-center gap-x-3 gap-y-2 rounded-xl border border-solid border-slate-200 bg-white p-4 text-slate-900 outline-0 focus-visible:ring-[3px] focus-visible:ring-blue-200"
          >
            <label htmlFor={firstNameId}>First name</label>
            <input
              id={firstNameId}
              type="text"
              defaultValue="Ana"
              className="rounded-md border border-solid border-slate-300 bg-transparent px-2.5 py-1.5 font-sans text-sm text-inherit outline-0 focus:border-blue-500 focus:ring-[3px] focus:ring-blue-200"
            />
            <label htmlFor={lastNameId}>Last name</label>
            <input
              id={lastNameId}
              type="text"
              defaultValue="Silva"
              className="rounded-md border border-solid border-slate-300 bg-transparent px-2.5 py-1.5 font-sans text-sm text-inherit outline-0 focus:border-blue-500 focus:ring-[3px] focus:ring-blue-200"
            />
            <button
              type="button"
              className="col-start-2 justify-self-end cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
              onClick={() => setOpen(false)}
            >
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
