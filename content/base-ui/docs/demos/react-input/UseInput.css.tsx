import * as React from 'react';
import { useInput } from '@mui/base/useInput';

export default function UseInput() {
  const [value, setValue] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event) => setValue(event.target.value),
    inputRef,
  });
  const clear = () => {
    setValue('');
    // The button disappears once the field is empty: move focus back to the input.
    inputRef.current?.focus();
  };

  return (
    <div
      className="UseInput-root"
      {...getRootProps()}
      data-focused={focused || undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
        />
      </svg>
      <input
        className="UseInput-input"
        {...getInputProps({
          'aria-label': 'Search orders',
          placeholder: 'Search orders',
        })}
      />
      {value ? (
        <button type="button" className="UseInput-clear" onClick={clear}>
          Clear
        </button>
      ) : null}
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
      .UseInput-root {
        display: flex;
        align-items: center;
        gap: 8px;
        width: 320px;
        height: 40px;
        padding: 0 8px 0 12px;
        box-sizing: border-box;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #5f6c80;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 20px;
        cursor: text;
      }

      .UseInput-root[data-focused] {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseInput-input {
        flex-grow: 1;
        min-width: 0;
        font-family: inherit;
        font-size: inherit;
        color: #1c2025;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .UseInput-input::placeholder {
        color: #5f6c80;
        opacity: 1;
      }

      .UseInput-clear {
        padding: 2px 8px;
        font-family: inherit;
        font-size: 0.75rem;
        font-weight: 600;
        color: #0059b2;
        background: transparent;
        border: 0;
        border-radius: 4px;
        cursor: pointer;
      }

      .UseInput-clear:focus-visible {
        outline: 2px solid #3399ff;
      }
      `}
    </style>
  );
}
