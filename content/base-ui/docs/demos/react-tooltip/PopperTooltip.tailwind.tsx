import * as React from 'react';
import { Popper } from '@mui/base/Popper';

export default function PopperTooltip() {
  return (
    <Tooltip title="Visible to everyone in your workspace">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
      >
        Publish
      </button>
    </Tooltip>
  );
}

function Tooltip(props: { title: string; children: React.ReactElement }) {
  const { title, children } = props;
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout>>();
  const id = React.useId();

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short delay lets the pointer move from the trigger onto the tooltip.
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 100);
  };

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

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <React.Fragment>
      {React.cloneElement(children, {
        ref: setAnchorEl,
        'aria-describedby': open ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      <Popper
        id={id}
        open={open}
        anchorEl={anchorEl}
        placement="top"
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
        onMouseEnter={show}
        onMouseLeave={hide}
        // On this site Tailwind classes only apply inside the demo, so the tooltip is
        // rendered in place; in your app you can keep the default portal.
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        className="z-[1500] max-w-[220px] rounded-md bg-slate-900 px-2.5 py-1.5 font-sans text-xs font-medium leading-snug text-white"
      >
        {title}
      </Popper>
    </React.Fragment>
  );
}
