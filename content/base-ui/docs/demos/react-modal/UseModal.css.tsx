import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [devices, setDevices] = React.useState(3);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const handleClose = () => setOpen(false);

  return (
    <div className="UseModal-layout">
      <p className="UseModal-status">
        Signed in on {devices === 1 ? 'this device only' : `${devices} devices`}
      </p>
      <button
        type="button"
        className="UseModal-button"
        onClick={() => setOpen(true)}
      >
        Sign out everywhere
      </button>
      <CustomModal open={open} onClose={handleClose}>
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          className="UseModal-dialog"
        >
          <h2 id={titleId}>Sign out of all other devices?</h2>
          <p id={descriptionId}>
            You will need to sign in again on your phone and your tablet.
          </p>
          <div className="UseModal-actions">
            <button type="button" className="UseModal-button" onClick={handleClose}>
              Cancel
            </button>
            <button
              type="button"
              className="UseModal-button"
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
      <Styles />
    </div>
  );
}

function CustomModal(props: {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement;
}) {
  const { open, onClose, children } = props;
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    children,
    rootRef: null,
  });
  if (!open) {
    return null;
  }
  // `getBackdropProps` also returns `open`, which the backdrop element does not need.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <div className="UseModal-root" {...getRootProps()}>
        <div className="UseModal-backdrop" {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </div>
    </Portal>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseModal-layout {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
      }

      .UseModal-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #434d5b;
      }

      .UseModal-root {
        position: fixed;
        inset: 0;
        z-index: 1300;
        display: flex;
        align-items: center;
        justify-content: center;
      }

      .UseModal-backdrop {
        position: fixed;
        inset: 0;
        z-index: -1;
        background-color: rgba(0, 0, 0, 0.5);
      }

      .UseModal-dialog {
        width: 400px;
        max-width: calc(100vw - 32px);
        box-sizing: border-box;
        padding: 24px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        line-height: 1.5;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
        outline: 0;
      }

      .UseModal-dialog h2 {
        margin: 0;
        font-size: 1.125rem;
        line-height: 1.4;
      }

      .UseModal-dialog p {
        margin: 8px 0 0;
        color: #434d5b;
      }

      .UseModal-actions {
        display: flex;
        justify-content: flex-end;
        gap: 8px;
        margin-top: 24px;
      }

      .UseModal-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .UseModal-button:hover {
        background: #f3f6f9;
      }

      .UseModal-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
