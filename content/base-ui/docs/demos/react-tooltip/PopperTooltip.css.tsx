import * as React from 'react';
import { Popper } from '@mui/base/Popper';

export default function PopperTooltip() {
  return (
    <div>
      <Tooltip title="Visible to everyone in your workspace">
        <button type="button" className="PopperTooltip-button">
          Publish
        </button>
      </Tooltip>
      <Styles />
    </div>
  );
}

function Tooltip(props: { title: string; children: React.ReactElement }) {
  const { title, children } = props;
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout>>();
  const id = React.useId();

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short delay lets the pointer move from the trigger onto the tooltip.
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 100);
  };

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

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <React.Fragment>
      {React.cloneElement(children, {
        ref: setAnchorEl,
        'aria-describedby': open ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      <Popper
        id={id}
        open={open}
        anchorEl={anchorEl}
        placement="top"
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
        onMouseEnter={show}
        onMouseLeave={hide}
        className="PopperTooltip-tooltip"
      >
        {title}
      </Popper>
    </React.Fragment>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .PopperTooltip-tooltip {
        z-index: 1500;
        max-width: 220px;
        padding: 6px 10px;
        border-radius: 6px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.75rem;
        font-weight: 500;
        line-height: 1.4;
        color: #fff;
        background: #1c2025;
      }

      .PopperTooltip-button {
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

      .PopperTooltip-button:hover {
        background: #f3f6f9;
      }

      .PopperTooltip-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
