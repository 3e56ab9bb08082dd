import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function UnstyledPopupIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

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

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <button
          type="button"
          className="UnstyledPopupIntroduction-button"
          ref={setAnchor}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          Keyboard shortcuts
        </button>
        <Popup
          id={id}
          role="region"
          aria-label="Keyboard shortcuts"
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={8}
          className="UnstyledPopupIntroduction-popup"
        >
          <dl>
            <dt>Ctrl + K</dt>
            <dd>Search</dd>
            <dt>Ctrl + S</dt>
            <dd>Save</dd>
            <dt>Shift + ?</dt>
            <dd>Show this list</dd>
          </dl>
        </Popup>
        <Styles />
      </div>
    </ClickAwayListener>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledPopupIntroduction-popup {
        z-index: 1;
        width: 220px;
        box-sizing: border-box;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .UnstyledPopupIntroduction-popup dl {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 8px 16px;
        margin: 0;
      }

      .UnstyledPopupIntroduction-popup dt {
        font-family: monospace;
        font-weight: 600;
      }

      .UnstyledPopupIntroduction-popup dd {
        margin: 0;
        color: #434d5b;
      }

      .UnstyledPopupIntroduction-button {
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

      .UnstyledPopupIntroduction-button:hover {
        background: #f3f6f9;
      }

      .UnstyledPopupIntroduction-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
