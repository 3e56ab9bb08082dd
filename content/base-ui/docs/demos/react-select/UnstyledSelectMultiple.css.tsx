import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

export default function UnstyledSelectMultiple() {
  const id = React.useId();
  return (
    <div className="UnstyledSelectMultiple-field">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="UnstyledSelectMultiple-label"
      >
        Toppings
      </label>
      <Select
        multiple
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue={['mushrooms', 'olives']}
        placeholder="No toppings"
        className="UnstyledSelectMultiple-button"
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className: 'UnstyledSelectMultiple-listbox',
          },
          popup: { className: 'UnstyledSelectMultiple-popup' },
        }}
      >
        <Topping value="mushrooms">Mushrooms</Topping>
        <Topping value="olives">Olives</Topping>
        <Topping value="peppers">Green peppers</Topping>
        <Topping value="onions">Red onions</Topping>
        <Topping value="cheese">Extra cheese</Topping>
      </Select>
      <Styles />
    </div>
  );
}

function Topping(props: OptionProps<string>) {
  return <Option {...props} className="UnstyledSelectMultiple-option" />;
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledSelectMultiple-field {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSelectMultiple-label {
        font-weight: 600;
      }

      .UnstyledSelectMultiple-button {
        width: 280px;
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

      .UnstyledSelectMultiple-button:hover {
        background: #f3f6f9;
      }

      .UnstyledSelectMultiple-button.base--focusVisible {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UnstyledSelectMultiple-popup {
        z-index: 1;
      }

      .UnstyledSelectMultiple-listbox {
        box-sizing: border-box;
        width: 280px;
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

      .UnstyledSelectMultiple-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      .UnstyledSelectMultiple-option.base-Option-highlighted {
        background: #e5eaf2;
      }

      .UnstyledSelectMultiple-option.base--selected {
        font-weight: 600;
        background: #daecff;
        color: #003a75;
      }

      .UnstyledSelectMultiple-option:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
