import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

export default function NumberInputAdornments() {
  const id = React.useId();
  return (
    <div className="NumberInputAdornments">
      <label htmlFor={id} className="NumberInputAdornments-label">
        Monthly budget
      </label>
      <NumberInput
        id={id}
        defaultValue={500}
        min={0}
        step={50}
        className="NumberInputAdornments-root"
        startAdornment={<span className="NumberInputAdornments-start">$</span>}
        endAdornment={<span className="NumberInputAdornments-end">USD</span>}
        slotProps={{
          input: { role: 'spinbutton', className: 'NumberInputAdornments-input' },
          incrementButton: {
            children: '▴',
            'aria-label': 'Increase by 50',
            className: 'NumberInputAdornments-button',
          },
          decrementButton: {
            children: '▾',
            'aria-label': 'Decrease by 50',
            className: 'NumberInputAdornments-button',
          },
        }}
      />
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
      .NumberInputAdornments {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .NumberInputAdornments-label {
        font-weight: 600;
      }

      /* The root renders its children in this order: decrement button, increment
         button, start adornment, input, end adornment. The grid places each one. */
      .NumberInputAdornments-root {
        display: grid;
        grid-template-columns: auto 1fr auto 24px;
        grid-template-rows: 1fr 1fr;
        align-items: center;
        column-gap: 8px;
        width: 240px;
        padding: 4px 4px 4px 12px;
        box-sizing: border-box;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .NumberInputAdornments-root.base--focused {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .NumberInputAdornments-start,
      .NumberInputAdornments-end {
        grid-row: 1 / 3;
        color: #5f6c80;
      }

      .NumberInputAdornments-start {
        grid-column: 1;
      }

      .NumberInputAdornments-end {
        grid-column: 3;
      }

      .NumberInputAdornments-input {
        grid-column: 2;
        grid-row: 1 / 3;
        min-width: 0;
        padding: 4px 0;
        font-family: inherit;
        font-size: inherit;
        line-height: 1.5;
        color: inherit;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .NumberInputAdornments-button {
        grid-column: 4;
        width: 24px;
        height: 16px;
        padding: 0;
        font-size: 0.75rem;
        line-height: 1;
        color: inherit;
        background: transparent;
        border: 0;
        border-radius: 4px;
        cursor: pointer;
      }

      .NumberInputAdornments-button:hover {
        background: #f3f6f9;
      }

      .NumberInputAdornments-button:disabled {
        opacity: 0.4;
        cursor: default;
      }

      .NumberInputAdornments-button.base-NumberInput-incrementButton {
        grid-row: 1;
      }

      .NumberInputAdornments-button.base-NumberInput-decrementButton {
        grid-row: 2;
      }
      `}
    </style>
  );
}
