import * as React from 'react';
import { useButton } from '@mui/base/useButton';

export default function CustomizationHooks() {
  const [saved, setSaved] = React.useState(false);
  const { getRootProps, focusVisible, active } = useButton();
  return (
    <React.Fragment>
      <button
        className="CustomizationHooks-button"
        {...getRootProps({ onClick: () => setSaved((value) => !value) })}
        aria-pressed={saved}
        data-focus-visible={focusVisible || undefined}
        data-active={active || undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2" />
        </svg>
        Save for later
      </button>
      <Styles />
    </React.Fragment>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .CustomizationHooks-button {
        display: inline-flex;
        align-items: center;
        gap: 8px;
        padding: 8px 16px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        font-weight: 600;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 999px;
        cursor: pointer;
        transition: transform 100ms;
      }

      .CustomizationHooks-button svg {
        fill: none;
        stroke: currentColor;
        stroke-width: 2;
      }

      .CustomizationHooks-button:hover {
        background: #f3f6f9;
      }

      .CustomizationHooks-button[aria-pressed=true] {
        color: #fff;
        background: #0059b2;
        border-color: #0059b2;
      }

      .CustomizationHooks-button[aria-pressed=true] svg {
        fill: currentColor;
      }

      .CustomizationHooks-button[data-active] {
        transform: scale(0.96);
      }

      .CustomizationHooks-button[data-focus-visible] {
        outline: 3px solid #99ccf3;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
