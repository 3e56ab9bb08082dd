import * as React from 'react';
import { Badge } from '@mui/base/Badge';

export default function UnstyledBadgeIntroduction() {
  return (
    <React.Fragment>
      <Badge
        badgeContent={5}
        className="UnstyledBadgeIntroduction"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <button
          type="button"
          aria-label="Notifications, 5 unread"
          className="UnstyledBadgeIntroduction-button"
        >
          <BellIcon />
        </button>
      </Badge>
      <Styles />
    </React.Fragment>
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

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledBadgeIntroduction {
        position: relative;
        display: inline-block;
        line-height: 1;
      }

      .UnstyledBadgeIntroduction .base-Badge-badge {
        position: absolute;
        top: 0;
        right: 0;
        z-index: 1;
        min-width: 22px;
        height: 22px;
        padding: 0 6px;
        box-sizing: border-box;
        display: flex;
        align-items: center;
        justify-content: center;
        border-radius: 11px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.75rem;
        font-weight: 600;
        color: #fff;
        background: #0059b2;
        box-shadow: 0 0 0 2px #fff;
        transform: translate(50%, -50%);
      }

      .UnstyledBadgeIntroduction .base-Badge-invisible {
        opacity: 0;
        transform: translate(50%, -50%) scale(0);
      }

      .UnstyledBadgeIntroduction-button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 44px;
        height: 44px;
        border-radius: 12px;
        cursor: pointer;
        background: #f3f6f9;
        border: 1px solid #dae2ed;
        color: #434d5b;
      }

      .UnstyledBadgeIntroduction-button:hover {
        background: #fff;
      }

      .UnstyledBadgeIntroduction-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
