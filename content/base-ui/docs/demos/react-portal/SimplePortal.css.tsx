import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div className="SimplePortal">
      <button
        type="button"
        className="SimplePortal-button"
        onClick={() => setShow(!show)}
      >
        {show ? 'Unmount children' : 'Mount children'}
      </button>
      <div className="SimplePortal-box">
        It looks like I will render here.
        {show ? (
          <Portal container={() => container.current}>
            <span>But I actually render here!</span>
          </Portal>
        ) : null}
      </div>
      <div ref={container} className="SimplePortal-box" />
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .SimplePortal {
        display: flex;
        flex-direction: column;
        gap: 12px;
        width: 320px;
        padding: 16px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .SimplePortal-box {
        min-height: 20px;
        padding: 12px 16px;
        border-radius: 8px;
        border: 1px dashed #dae2ed;
      }

      .SimplePortal-button {
        align-self: flex-start;
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

      .SimplePortal-button:hover {
        background: #f3f6f9;
      }

      .SimplePortal-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
