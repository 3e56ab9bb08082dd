import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';

export default function CssAnimationPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  return (
    <div>
      <button
        type="button"
        className="CssAnimationPopup-button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} release notes
      </button>
      <Popup
        id={id}
        role="region"
        aria-label="Release notes"
        open={open}
        anchor={anchor}
        offset={8}
        keepMounted
      >
        <CssAnimation
          className="CssAnimationPopup-panel"
          enterClassName="CssAnimationPopup-open"
          exitClassName="CssAnimationPopup-closed"
          enterAnimationName="CssAnimationPopup-slide-in"
          exitAnimationName="CssAnimationPopup-slide-out"
        >
          Version 2.4 adds dark mode and keyboard shortcuts.
        </CssAnimation>
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
      @keyframes CssAnimationPopup-slide-in {
        from {
          opacity: 0;
          transform: translateY(-8px);
        }
      }

      @keyframes CssAnimationPopup-slide-out {
        to {
          opacity: 0;
          transform: translateY(-8px);
        }
      }

      .CssAnimationPopup-panel {
        max-width: 240px;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .CssAnimationPopup-open {
        animation: CssAnimationPopup-slide-in 200ms ease-out;
      }

      .CssAnimationPopup-closed {
        animation: CssAnimationPopup-slide-out 150ms ease-in forwards;
      }

      .CssAnimationPopup-button {
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

      .CssAnimationPopup-button:hover {
        background: #f3f6f9;
      }

      .CssAnimationPopup-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
