import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const buttonClassName =
  'h-9 w-9 cursor-pointer rounded-lg border border-solid border-slate-200 bg-white font-sans text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <div className="flex items-center gap-8 rounded-xl bg-white p-4 font-sans text-sm text-slate-900">
      <Badge
        badgeContent={count}
        max={9}
        showZero={showZero}
        className="relative inline-block leading-none"
        slotProps={{
          badge: (ownerState) => ({
            'aria-hidden': true,
            className: `absolute right-0 top-0 box-border flex h-[22px] min-w-[22px] translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white transition ${
              ownerState.invisible ? 'scale-0 opacity-0' : ''
            }`,
          }),
        }}
      >
        <span
          role="img"
          aria-label={`Shopping cart, ${count} items`}
          className="inline-flex h-11 w-16 items-center justify-center rounded-xl border border-solid border-slate-200 bg-slate-50 font-semibold text-slate-700"
        >
          Cart
        </span>
      </Badge>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label="Remove an item"
          className={buttonClassName}
          onClick={() => setCount((value) => Math.max(value - 1, 0))}
        >
          −
        </button>
        <button
          type="button"
          aria-label="Add an item"
          className={buttonClassName}
          onClick={() => setCount(count + 1)}
        >
          +
        </button>
        <label className="ml-2 flex items-center gap-1.5">
          <input
            type="checkbox"
            className="m-0 h-4 w-4 accent-blue-700"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </label>
      </div>
    </div>
  );
}
