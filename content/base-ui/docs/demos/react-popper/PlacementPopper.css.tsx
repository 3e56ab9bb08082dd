import * as React from 'react';
import { Popper, PopperPlacementType } from '@mui/base/Popper';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left',
];

export default function PlacementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const selectId = React.useId();

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
    <div className="PlacementPopper">
      <div className="PlacementPopper-field">
        <label htmlFor={selectId}>Placement</label>
        <select
          id={selectId}
          value={placement}
          onChange={(event) =>
            setPlacement(event.target.value as PopperPlacementType)
          }
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="PlacementPopper-button"
        ref={setAnchorEl}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} popper
      </button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        className="PlacementPopper-popper"
      >
        {({ placement: finalPlacement }) => `Placed at ${finalPlacement}`}
      </Popper>
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
      .PlacementPopper {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 56px;
        padding: 16px 16px 56px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .PlacementPopper-field {
        display: flex;
        align-items: center;
        gap: 8px;
      }

      .PlacementPopper-field select {
        font-family: inherit;
        font-size: 0.875rem;
        padding: 4px 8px;
        border-radius: 6px;
        border: 1px solid #dae2ed;
        color: inherit;
        background: transparent;
      }

      .PlacementPopper-field select:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .PlacementPopper-popper {
        z-index: 1;
        padding: 8px 12px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        font-weight: 500;
        color: #fff;
        background: #0059b2;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
      }

      .PlacementPopper-button {
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

      .PlacementPopper-button:hover {
        background: #f3f6f9;
      }

      .PlacementPopper-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
