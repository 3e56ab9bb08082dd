import * as React from 'react';
import { Badge } from '@mui/base/Badge';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <div className="BadgeVisibility">
      <Badge
        badgeContent={count}
        max={9}
        showZero={showZero}
        className="BadgeVisibility-badge"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <span
          role="img"
          aria-label={`Shopping cart, ${count} items`}
          className="BadgeVisibility-cart"
        >
          Cart
        </span>
      </Badge>
      <div className="BadgeVisibility-controls">
        <button
          type="button"
          aria-label="Remove an item"
          className="BadgeVisibility-button"
          onClick={() => setCount((value) => Math.max(value - 1, 0))}
        >
          −
        </button>
        <button
          type="button"
          aria-label="Add an item"
          className="BadgeVisibility-button"
          onClick={() => setCount(count + 1)}
        >
          +
        </button>
        <label>
          <input
            type="checkbox"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </label>
      </div>
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
      .BadgeVisibility {
        display: flex;
        align-items: center;
        gap: 32px;
        padding: 16px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .BadgeVisibility-badge {
        position: relative;
        display: inline-block;
        line-height: 1;
      }

      .BadgeVisibility-badge .base-Badge-badge {
        position: absolute;
        top: 0;
        right: 0;
        min-width: 22px;
        height: 22px;
        padding: 0 6px;
        box-sizing: border-box;
        display: flex;
        align-items: center;
        justify-content: center;
        border-radius: 11px;
        font-size: 0.75rem;
        font-weight: 600;
        color: #fff;
        background: #0059b2;
        transform: translate(50%, -50%);
        transition: transform 150ms, opacity 150ms;
      }

      .BadgeVisibility-badge .base-Badge-invisible {
        opacity: 0;
        transform: translate(50%, -50%) scale(0);
      }

      .BadgeVisibility-cart {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 64px;
        height: 44px;
        border-radius: 12px;
        font-weight: 600;
        background: #f3f6f9;
        border: 1px solid #dae2ed;
        color: #434d5b;
      }

      .BadgeVisibility-controls {
        display: flex;
        align-items: center;
        gap: 8px;
      }

      .BadgeVisibility-controls label {
        display: flex;
        align-items: center;
        gap: 6px;
        margin-left: 8px;
      }

      .BadgeVisibility-controls input {
        width: 16px;
        height: 16px;
        margin: 0;
        accent-color: #0059b2;
      }

      .BadgeVisibility-button {
        width: 36px;
        height: 36px;
        font-family: inherit;
        font-size: 1rem;
        font-weight: 600;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .BadgeVisibility-button:hover {
        background: #f3f6f9;
      }

      .BadgeVisibility-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
