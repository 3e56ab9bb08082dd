import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

export default function CssTransitionPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  return (
    <div>
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} storage details
      </button>
      <Popup
        id={id}
        role="region"
        aria-label="Storage"
        open={open}
        anchor={anchor}
        offset={8}
        // Keep the popup mounted: in this version, Popup plays exit transitions only
        // when it stays in the DOM after closing.
        keepMounted
        // On this site Tailwind classes only apply inside the demo, so the popup is
        // rendered in place; in your app you can keep the default portal.
        disablePortal
        strategy="fixed"
        className="z-10"
      >
        <CssTransition
          className="box-border max-w-[240px] origin-top rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 font-sans text-sm text-slate-900 shadow-lg transition duration-150 ease-out"
          enterClassName="scale-100 opacity-100"
          exitClassName="scale-90 opacity-0"
          lastTransitionedPropertyOnExit="transform"
        >
          You are using 6.2 GB of your 15 GB of storage.
        </CssTransition>
      </Popup>
    </div>
  );
}
