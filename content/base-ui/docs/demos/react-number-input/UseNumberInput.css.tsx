import * as React from 'react';
import {
  unstable_useNumberInput as useNumberInput,
  UseNumberInputParameters,
} from '@mui/base/unstable_useNumberInput';

export default function UseNumberInput() {
  const id = React.useId();
  const [guests, setGuests] = React.useState<number | null>(2);
  return (
    <div className="UseNumberInput">
      <label htmlFor={id} className="UseNumberInput-label">
        Guests
      </label>
      <GuestsInput
        inputId={id}
        min={1}
        max={8}
        value={guests}
        onChange={(event, value) => setGuests(value)}
      />
      <span className="UseNumberInput-hint">Up to 8 guests per booking.</span>
      <Styles />
    </div>
  );
}

function GuestsInput(props: UseNumberInputParameters) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput(props);

  return (
    <div
      className="UseNumberInput-root"
      {...getRootProps()}
      data-focused={focused || undefined}
    >
      <button
        className="UseNumberInput-button"
        {...getDecrementButtonProps({ 'aria-label': 'Remove a guest' })}
      >
        −
      </button>
      <input
        className="UseNumberInput-input"
        {...getInputProps({ role: 'spinbutton' })}
      />
      <button
        className="UseNumberInput-button"
        {...getIncrementButtonProps({ 'aria-label': 'Add a guest' })}
      >
        +
      </button>
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseNumberInput {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseNumberInput-label {
        font-weight: 600;
      }

      .UseNumberInput-hint {
        font-size: 0.75rem;
      }

      .UseNumberInput-root {
        display: flex;
        align-items: center;
        gap: 4px;
        width: 160px;
        padding: 4px;
        box-sizing: border-box;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .UseNumberInput-root[data-focused] {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseNumberInput-input {
        flex-grow: 1;
        min-width: 0;
        font-family: inherit;
        font-size: 1rem;
        text-align: center;
        color: inherit;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .UseNumberInput-button {
        flex-shrink: 0;
        width: 32px;
        height: 32px;
        padding: 0;
        font-size: 1.125rem;
        line-height: 1;
        color: inherit;
        background: #f3f6f9;
        border: 1px solid #e5eaf2;
        border-radius: 6px;
        cursor: pointer;
      }

      .UseNumberInput-button:hover {
        background: #e5eaf2;
      }

      .UseNumberInput-button:disabled {
        opacity: 0.4;
        cursor: default;
      }
      `}
    </style>
  );
}
