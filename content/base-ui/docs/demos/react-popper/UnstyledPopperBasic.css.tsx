import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function UnstyledPopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  // Popper has no keyboard handling of its own: close it on Escape.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAnchorEl(null);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <div>
        <button
          type="button"
          className="UnstyledPopperBasic-button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          Delivery details
        </button>
        <Popper
          id={id}
          role="region"
          aria-label="Delivery details"
          open={open}
          anchorEl={anchorEl}
          placement="bottom-start"
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          className="UnstyledPopperBasic-popper"
        >
          Standard shipping takes 3 to 5 business days. Orders over $50 ship free.
        </Popper>
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
      .UnstyledPopperBasic-popper {
        z-index: 1;
        max-width: 260px;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        line-height: 1.5;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .UnstyledPopperBasic-button {
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

      .UnstyledPopperBasic-button:hover {
        background: #f3f6f9;
      }

      .UnstyledPopperBasic-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
