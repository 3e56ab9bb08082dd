import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const buttonClassName =
  'cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300';

export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [devices, setDevices] = React.useState(3);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const handleClose = () => setOpen(false);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="m-0 rounded-md bg-white px-2 py-1 font-sans text-sm text-slate-700">
        Signed in on {devices === 1 ? 'this device only' : `${devices} devices`}
      </p>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setOpen(true)}
      >
        Sign out everywhere
      </button>
      {/* On this site Tailwind classes only apply inside the demo, so the modal is
          portaled into this element; in your app, portal it into document.body. */}
      <div ref={containerRef} />
      <CustomModal
        open={open}
        onClose={handleClose}
        container={() => containerRef.current}
      >
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          className="box-border w-[400px] max-w-[calc(100vw-32px)] rounded-xl border border-solid border-slate-200 bg-white p-6 font-sans text-sm leading-normal text-slate-900 shadow-lg outline-0"
        >
          <h2 id={titleId} className="m-0 text-lg">
            Sign out of all other devices?
          </h2>
          <p id={descriptionId} className="mb-0 mt-2 text-slate-700">
            You will need to sign in again on your phone and your tablet.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={buttonClassName} onClick={handleClose}>
              Cancel
            </button>
            <button
              type="button"
              className={buttonClassName}
              onClick={() => {
                setDevices(1);
                handleClose();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      </CustomModal>
    </div>
  );
}

function CustomModal(props: {
  open: boolean;
  onClose: () => void;
  container: () => HTMLElement | null;
  children: React.ReactElement;
}) {
  const { open, onClose, container, children } = props;
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    container,
    children,
    rootRef: null,
  });
  if (!open) {
    return null;
  }
  // `getBackdropProps` also returns `open`, which the backdrop element does not need.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef} container={container}>
      <div
        className="fixed inset-0 z-[1300] flex items-center justify-center"
        {...getRootProps()}
      >
        <div className="fixed inset-0 -z-10 bg-black/50" {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </div>
    </Portal>
  );
}
