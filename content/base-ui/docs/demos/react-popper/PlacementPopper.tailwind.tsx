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
    <div className="flex flex-col items-center gap-14 rounded-xl bg-white p-4 pb-14 font-sans text-sm text-slate-900">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>Placement</label>
        <select
          className="rounded-md border border-solid border-slate-200 bg-transparent px-2 py-1 font-sans text-sm text-inherit focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300"
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
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
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
        // On this site Tailwind classes only apply inside the demo, so the popper is
        // rendered in place; in your app you can keep the default portal.
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        className="z-10 rounded-lg bg-blue-700 px-3 py-2 font-sans text-sm font-medium text-white shadow-lg"
      >
        {({ placement: finalPlacement }) => `Placed at ${finalPlacement}`}
      </Popper>
    </div>
  );
}
