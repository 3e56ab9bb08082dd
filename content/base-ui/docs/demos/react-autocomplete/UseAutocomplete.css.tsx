import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { countries, Country } from './countries';

export default function UseAutocomplete() {
  const [value, setValue] = React.useState<Country | null>(null);
  const {
    getRootProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    focused,
    id,
  } = useAutocomplete({
    options: countries,
    getOptionLabel: (option) => option.label,
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <div className="UseAutocomplete">
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <label id={`${id}-label`} htmlFor={id} className="UseAutocomplete-label">
        Country
      </label>
      <div
        className="UseAutocomplete-root"
        {...getRootProps()}
        data-focused={focused || undefined}
      >
        <input
          className="UseAutocomplete-input"
          {...getInputProps()}
          placeholder="Start typing a country"
        />
      </div>
      {groupedOptions.length > 0 ? (
        <ul className="UseAutocomplete-listbox" {...getListboxProps()}>
          {(groupedOptions as Country[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} className="UseAutocomplete-option" {...optionProps}>
                {option.label}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="UseAutocomplete-value">
        Value: {value ? `${value.label} (${value.code})` : 'none'}
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
      .UseAutocomplete {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 320px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseAutocomplete-label {
        font-weight: 600;
      }

      .UseAutocomplete-root {
        display: flex;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .UseAutocomplete-root[data-focused] {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseAutocomplete-input {
        flex-grow: 1;
        min-width: 0;
        padding: 8px 12px;
        font-family: inherit;
        font-size: inherit;
        line-height: 1.5;
        color: inherit;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .UseAutocomplete-input::placeholder {
        color: #5f6c80;
        opacity: 1;
      }

      .UseAutocomplete-listbox {
        max-height: 200px;
        overflow: auto;
        margin: 0;
        padding: 6px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 12px;
      }

      .UseAutocomplete-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      /* The hook adds the Mui-focused class to the highlighted option. */
      .UseAutocomplete-option.Mui-focused {
        background: #e5eaf2;
      }

      .UseAutocomplete-option[aria-selected=true] {
        background: #daecff;
        color: #003a75;
      }

      .UseAutocomplete-value {
        margin: 4px 0 0;
      }
      `}
    </style>
  );
}
