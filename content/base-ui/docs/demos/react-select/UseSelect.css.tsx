import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

export default function UseSelect() {
  const labelId = React.useId();
  const {
    contextValue,
    getButtonProps,
    getHiddenInputProps,
    getListboxProps,
    open,
    value,
  } = useSelect<string, false>({ defaultValue: 'medium', name: 'priority' });
  const selected = priorities.find((priority) => priority.value === value);

  return (
    <div className="UseSelect-root">
      <span id={labelId} className="UseSelect-label">
        Priority
      </span>
      <button
        className="UseSelect-button"
        {...getButtonProps({ 'aria-labelledby': labelId })}
      >
        {selected?.label ?? 'None'}
      </button>
      {/* Holds the value for form submission, like a native select would. */}
      <input {...getHiddenInputProps()} />
      <ul
        className="UseSelect-listbox"
        {...getListboxProps({ 'aria-labelledby': labelId })}
        hidden={!open}
      >
        <SelectProvider value={contextValue}>
          {priorities.map((priority) => (
            <CustomOption key={priority.value} {...priority} />
          ))}
        </SelectProvider>
      </ul>
      <Styles />
    </div>
  );
}

function CustomOption({ value, label }: { value: string; label: string }) {
  const { getRootProps } = useOption({ value, label, disabled: false });
  return (
    <li className="UseSelect-option" {...getRootProps()}>
      {label}
    </li>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseSelect-root {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 200px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseSelect-label {
        font-weight: 600;
      }

      .UseSelect-button {
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        text-align: left;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        cursor: pointer;
      }

      .UseSelect-button:hover {
        background: #f3f6f9;
      }

      .UseSelect-button[aria-expanded=true] {
        border-color: #3399ff;
      }

      .UseSelect-button:focus-visible {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseSelect-listbox {
        margin: 0;
        padding: 6px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 12px;
      }

      .UseSelect-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      .UseSelect-option:hover,
      .UseSelect-option:focus {
        outline: 0;
        background: #e5eaf2;
      }

      .UseSelect-option[aria-selected=true] {
        background: #daecff;
        color: #003a75;
      }

      .UseSelect-option:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
