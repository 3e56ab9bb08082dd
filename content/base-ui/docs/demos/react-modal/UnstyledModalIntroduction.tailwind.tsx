import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const buttonClassName =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 font-sans text-sm font-semibold leading-normal focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300';
const secondaryClassName = `${buttonClassName} border-slate-200 bg-white text-slate-900 hover:bg-slate-50`;
const primaryClassName = `${buttonClassName} border-blue-700 bg-blue-700 text-white hover:bg-blue-800`;

export default function UnstyledModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const handleClose = () => setOpen(false);

  return (
    <div>
      <button
        type="button"
        className={secondaryClassName}
        onClick={() => setOpen(true)}
      >
        Open modal
      </button>
      {/* On this site Tailwind classes only apply inside the demo, so the modal is
          portaled into this element; in your app, leave out `container` to portal
          it into document.body. */}
      <div ref={containerRef} />
      <Modal
        open={open}
        onClose={handleClose}
        container={() => containerRef.current}
        className="fixed inset-0 z-[1300] flex items-center justify-center"
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-black/50' } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="box-border w-[400px] max-w-[calc(100vw-32px)] rounded-xl border border-solid border-slate-200 bg-white p-6 font-sans text-sm leading-normal text-slate-900 shadow-lg outline-0"
        >
          <h2 id={titleId} className="m-0 text-lg">
            Your session is about to expire
          </h2>
          <p id={descriptionId} className="mb-0 mt-2 text-slate-700">
            You will be signed out in 2 minutes. Stay signed in to keep your changes.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              className={secondaryClassName}
              onClick={handleClose}
            >
              Sign out
            </button>
            <button type="button" className={primaryClassName} onClick={handleClose}>
              Stay signed in
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

interface BackdropProps {
  open?: boolean;
  ownerState?: unknown;
  className?: string;
}

// Modal passes `open` and `ownerState` to the backdrop slot: keep them off the DOM.
const Backdrop = React.forwardRef<HTMLDivElement, BackdropProps>(
  function Backdrop(props, ref) {
    const { open, ownerState, ...other } = props;
    return <div ref={ref} {...other} />;
  },
);
