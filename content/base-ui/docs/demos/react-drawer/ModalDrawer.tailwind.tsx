import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const sections = ['Overview', 'Projects', 'Team', 'Billing', 'Settings'];

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Overview');
  const titleId = React.useId();
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <div className="flex flex-col items-center gap-3 font-sans text-sm">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        onClick={() => setOpen(true)}
      >
        Open navigation
      </button>
      <p className="m-0 rounded-md bg-white px-2 py-1 text-slate-700">
        Current page: {current}
      </p>
      {/* On this site Tailwind classes only apply inside the demo, so the drawer is
          portaled into this element; in your app, portal it into document.body. */}
      <div ref={containerRef} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => containerRef.current}
        className="fixed inset-0 z-[1300]"
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-black/50' } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="absolute inset-y-0 left-0 box-border w-[260px] bg-white p-4 font-sans text-sm text-slate-900 shadow-2xl outline-0"
        >
          <h2 id={titleId} className="mx-2 mb-4 mt-1 text-base">
            Acme workspace
          </h2>
          <nav aria-label="Main" className="flex flex-col gap-0.5">
            {sections.map((section) => (
              <button
                className="cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 text-left font-sans text-sm text-inherit hover:bg-slate-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-700"
                key={section}
                type="button"
                aria-current={section === current ? 'page' : undefined}
                onClick={() => {
                  setCurrent(section);
                  setOpen(false);
                }}
              >
                {section}
              </button>
            ))}
          </nav>
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
