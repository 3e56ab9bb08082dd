import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

export default function UnstyledSelectIntroduction() {
  const id = React.useId();
  return (
    <div className="UnstyledSelectIntroduction-field">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="UnstyledSelectIntroduction-label"
      >
        Shipping method
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        placeholder="Choose a method…"
        className="UnstyledSelectIntroduction-button"
        slots={{ root: SelectButton }}
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className: 'UnstyledSelectIntroduction-listbox',
          },
          popup: { className: 'UnstyledSelectIntroduction-popup' },
        }}
      >
        <Option value="standard" className="UnstyledSelectIntroduction-option">
          Standard (3–5 business days)
        </Option>
        <Option value="express" className="UnstyledSelectIntroduction-option">
          Express (1–2 business days)
        </Option>
        <Option value="overnight" className="UnstyledSelectIntroduction-option">
          Overnight
        </Option>
        <Option
          value="pickup"
          disabled
          className="UnstyledSelectIntroduction-option"
        >
          Store pickup (unavailable)
        </Option>
      </Select>
      <Styles />
    </div>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: Omit<SelectRootSlotProps<{}, false>, 'ref'>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
      <span>{other.children}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 5.83 15.17 9l1.41-1.41L12 3 7.41 7.59 8.83 9zm0 12.34L8.83 15l-1.41 1.41L12 21l4.59-4.59L15.17 15z"
        />
      </svg>
    </button>
  );
});

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledSelectIntroduction-field {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
      }

      .UnstyledSelectIntroduction-label {
        font-size: 0.875rem;
        font-weight: 600;
      }

      .UnstyledSelectIntroduction-button {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        width: 300px;
        padding: 8px 12px;
        font-family: inherit;
        font-size: 0.875rem;
        line-height: 1.5;
        text-align: left;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        box-shadow: 0 2px 4px rgba(0, 0, 0, 0.05);
        cursor: pointer;
      }

      .UnstyledSelectIntroduction-button:hover {
        background: #f3f6f9;
      }

      .UnstyledSelectIntroduction-button.base--focusVisible {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledSelectIntroduction-button.base--expanded {
        border-color: #3399ff;
      }

      .UnstyledSelectIntroduction-popup {
        z-index: 1;
      }

      .UnstyledSelectIntroduction-listbox {
        box-sizing: border-box;
        width: 300px;
        margin: 8px 0;
        padding: 6px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #1c2025;
        background: #fff;
        border: 1px solid #dae2ed;
        border-radius: 12px;
        box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
      }

      .UnstyledSelectIntroduction-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      .UnstyledSelectIntroduction-option.base-Option-highlighted {
        background: #e5eaf2;
      }

      .UnstyledSelectIntroduction-option.base--selected {
        background: #daecff;
        color: #003a75;
      }

      .UnstyledSelectIntroduction-option.base--disabled {
        color: #b0b8c4;
      }

      .UnstyledSelectIntroduction-option:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
