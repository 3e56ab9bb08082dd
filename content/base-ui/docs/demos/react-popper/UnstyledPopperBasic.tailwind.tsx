import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function UnstyledPopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  // Popper has no keyboard handling of its own: close it on Escape.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAnchorEl(null);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <div>
        <button
          type="button"
          className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          Delivery details
        </button>
        <Popper
          id={id}
          role="region"
          aria-label="Delivery details"
          open={open}
          anchorEl={anchorEl}
          placement="bottom-start"
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          // On this site Tailwind classes only apply inside the demo, so the popper is
          // rendered in place; in your app you can keep the default portal.
          disablePortal
          popperOptions={{ strategy: 'fixed' }}
          className="z-10 max-w-[260px] rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 font-sans text-sm leading-normal text-slate-900 shadow-lg"
        >
          Standard shipping takes 3 to 5 business days. Orders over $50 ship free.
        </Popper>
      </div>
    </ClickAwayListener>
  );
}
