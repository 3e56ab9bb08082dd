import * as React from 'react';
import { Badge } from '@mui/base/Badge';

export default function UnstyledBadgeIntroduction() {
  return (
    <Badge
      badgeContent={5}
      className="relative inline-block leading-none"
      slotProps={{
        badge: {
          'aria-hidden': true,
          className:
            'absolute right-0 top-0 z-10 box-border flex h-[22px] min-w-[22px] translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-blue-700 px-1.5 font-sans text-xs font-semibold text-white shadow-[0_0_0_2px_#fff]',
        },
      }}
    >
      <button
        type="button"
        aria-label="Notifications, 5 unread"
        className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-xl border border-solid border-slate-200 bg-slate-50 text-slate-700 hover:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
      >
        <BellIcon />
      </button>
    </Badge>
  );
}

function BellIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z" />
    </svg>
  );
}
