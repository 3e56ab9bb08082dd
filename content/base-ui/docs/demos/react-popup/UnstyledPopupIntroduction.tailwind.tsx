import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function UnstyledPopupIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <button
          type="button"
          className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
          ref={setAnchor}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          Keyboard shortcuts
        </button>
        <Popup
          id={id}
          role="region"
          aria-label="Keyboard shortcuts"
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={8}
          // On this site Tailwind classes only apply inside the demo, so the popup is
          // rendered in place; in your app you can keep the default portal.
          disablePortal
          strategy="fixed"
          className="z-10 box-border w-[220px] rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 font-sans text-sm text-slate-900 shadow-lg"
        >
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 [&_dd]:m-0 [&_dd]:text-slate-700 [&_dt]:font-mono [&_dt]:font-semibold">
            <dt>Ctrl + K</dt>
            <dd>Search</dd>
            <dt>Ctrl + S</dt>
            <dd>Save</dd>
            <dt>Shift + ?</dt>
            <dd>Show this list</dd>
          </dl>
        </Popup>
      </div>
    </ClickAwayListener>
  );
}
