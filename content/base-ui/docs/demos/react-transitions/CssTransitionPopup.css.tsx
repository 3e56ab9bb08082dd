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
        className="CssTransitionPopup-button"
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
      >
        <CssTransition
          className="CssTransitionPopup-panel"
          enterClassName="CssTransitionPopup-open"
          exitClassName="CssTransitionPopup-closed"
          lastTransitionedPropertyOnExit="transform"
        >
          You are using 6.2 GB of your 15 GB of storage.
        </CssTransition>
      </Popup>
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
      .CssTransitionPopup-panel {
        max-width: 240px;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
        transform-origin: top;
        transition: opacity 150ms ease-out, transform 150ms ease-out;
      }

      .CssTransitionPopup-closed {
        opacity: 0;
        transform: scale(0.9);
      }

      .CssTransitionPopup-open {
        opacity: 1;
        transform: scale(1);
      }

      .CssTransitionPopup-button {
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

      .CssTransitionPopup-button:hover {
        background: #f3f6f9;
      }

      .CssTransitionPopup-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
