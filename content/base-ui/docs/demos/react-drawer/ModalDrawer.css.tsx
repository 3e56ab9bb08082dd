import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const sections = ['Overview', 'Projects', 'Team', 'Billing', 'Settings'];

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Overview');
  const titleId = React.useId();

  return (
    <div className="ModalDrawer">
      <button
        type="button"
        className="ModalDrawer-button"
        onClick={() => setOpen(true)}
      >
        Open navigation
      </button>
      <p className="ModalDrawer-status">Current page: {current}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className="ModalDrawer-modal"
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: 'ModalDrawer-backdrop' } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="ModalDrawer-panel"
        >
          <h2 id={titleId}>Acme workspace</h2>
          <nav aria-label="Main">
            {sections.map((section) => (
              <button
                className="ModalDrawer-link"
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
      <Styles />
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

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .ModalDrawer {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .ModalDrawer-status {
        margin: 0;
        padding: 4px 8px;
        border-radius: 6px;
        background: #fff;
        color: #434d5b;
      }

      .ModalDrawer-modal {
        position: fixed;
        inset: 0;
        z-index: 1300;
      }

      .ModalDrawer-backdrop {
        position: fixed;
        inset: 0;
        z-index: -1;
        background-color: rgba(0, 0, 0, 0.5);
      }

      .ModalDrawer-panel {
        position: absolute;
        top: 0;
        bottom: 0;
        left: 0;
        width: 260px;
        box-sizing: border-box;
        padding: 16px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
        box-shadow: 4px 0 24px rgba(0, 0, 0, 0.2);
        outline: 0;
      }

      .ModalDrawer-panel h2 {
        margin: 4px 8px 16px;
        font-size: 1rem;
      }

      .ModalDrawer-panel nav {
        display: flex;
        flex-direction: column;
        gap: 2px;
      }

      .ModalDrawer-link {
        font-family: inherit;
        font-size: 0.875rem;
        text-align: left;
        padding: 8px 12px;
        border: none;
        border-radius: 8px;
        cursor: pointer;
        color: inherit;
        background: transparent;
      }

      .ModalDrawer-link:hover {
        background: #f3f6f9;
      }

      .ModalDrawer-link:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .ModalDrawer-link[aria-current=page] {
        font-weight: 600;
        color: #0059b2;
        background: #f0f7ff;
      }

      .ModalDrawer-button {
        font-family: inherit;
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

      .ModalDrawer-button:hover {
        background: #f3f6f9;
      }

      .ModalDrawer-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
