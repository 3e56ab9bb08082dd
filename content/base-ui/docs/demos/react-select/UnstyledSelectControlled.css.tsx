import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

export default function UnstyledSelectControlled() {
  const id = React.useId();
  const [value, setValue] = React.useState<string | null>('weekly');
  return (
    <div className="UnstyledSelectControlled-field">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="UnstyledSelectControlled-label"
      >
        Email digest
      </label>
      <div className="UnstyledSelectControlled-row">
        <Select
          id={id}
          aria-labelledby={`${id}-label`}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          placeholder="Never"
          className="UnstyledSelectControlled-button"
          slotProps={{
            listbox: {
              'aria-labelledby': `${id}-label`,
              className: 'UnstyledSelectControlled-listbox',
            },
            popup: { className: 'UnstyledSelectControlled-popup' },
          }}
        >
          <Option value="daily" className="UnstyledSelectControlled-option">
            Daily
          </Option>
          <Option value="weekly" className="UnstyledSelectControlled-option">
            Weekly
          </Option>
          <Option value="monthly" className="UnstyledSelectControlled-option">
            Monthly
          </Option>
        </Select>
        <button
          type="button"
          className="UnstyledSelectControlled-clear"
          onClick={() => setValue(null)}
        >
          Clear
        </button>
      </div>
      <p className="UnstyledSelectControlled-value">
        Value: <code>{value === null ? 'null' : `'${value}'`}</code>
      </p>
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
      .UnstyledSelectControlled-field {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSelectControlled-label {
        font-weight: 600;
      }

      .UnstyledSelectControlled-row {
        display: flex;
        gap: 8px;
      }

      .UnstyledSelectControlled-value {
        margin: 4px 0 0;
      }

      .UnstyledSelectControlled-button,
      .UnstyledSelectControlled-clear {
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        color: #1c2025;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        cursor: pointer;
      }

      .UnstyledSelectControlled-button {
        width: 200px;
        text-align: left;
        background: #fff;
      }

      .UnstyledSelectControlled-clear {
        font-weight: 600;
        background: #f3f6f9;
      }

      .UnstyledSelectControlled-button:hover {
        background: #f3f6f9;
      }

      .UnstyledSelectControlled-clear:hover {
        background: #e5eaf2;
      }

      .UnstyledSelectControlled-button.base--focusVisible {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledSelectControlled-clear:focus-visible {
        outline: 3px solid #99ccf3;
      }

      .UnstyledSelectControlled-popup {
        z-index: 1;
      }

      .UnstyledSelectControlled-listbox {
        box-sizing: border-box;
        width: 200px;
        margin: 8px 0;
        padding: 6px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 12px;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .UnstyledSelectControlled-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      .UnstyledSelectControlled-option.base-Option-highlighted {
        background: #e5eaf2;
      }

      .UnstyledSelectControlled-option.base--selected {
        background: #daecff;
        color: #003a75;
      }

      .UnstyledSelectControlled-option:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
