import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { countries } from './countries';

export default function UseAutocompleteMultiple() {
  const {
    getRootProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    id,
  } = useAutocomplete({
    multiple: true,
    options: countries,
    getOptionLabel: (option) => option.label,
    defaultValue: [countries[9], countries[14]],
    disableCloseOnSelect: true,
  });

  return (
    <div className="UseAutocompleteMultiple">
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="UseAutocompleteMultiple-label"
      >
        Shipping destinations
      </label>
      <div
        className="UseAutocompleteMultiple-root"
        {...getRootProps()}
        data-focused={focused || undefined}
      >
        {value.map((option, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} className="UseAutocompleteMultiple-tag" {...tagProps}>
              {option.label}
              <button
                type="button"
                tabIndex={-1}
                className="UseAutocompleteMultiple-remove"
                aria-label={`Remove ${option.label}`}
                onClick={onDelete}
              >
                ×
              </button>
            </span>
          );
        })}
        <input className="UseAutocompleteMultiple-input" {...getInputProps()} />
      </div>
      {groupedOptions.length > 0 ? (
        <ul className="UseAutocompleteMultiple-listbox" {...getListboxProps()}>
          {(groupedOptions as typeof countries).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li
                key={key}
                className="UseAutocompleteMultiple-option"
                {...optionProps}
              >
                {option.label}
              </li>
            );
          })}
        </ul>
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
      .UseAutocompleteMultiple {
        display: flex;
        flex-direction: column;
        gap: 4px;
        width: 360px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseAutocompleteMultiple-label {
        font-weight: 600;
      }

      .UseAutocompleteMultiple-root {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px;
        padding: 4px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .UseAutocompleteMultiple-root[data-focused] {
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .UseAutocompleteMultiple-tag {
        display: inline-flex;
        align-items: center;
        gap: 2px;
        padding: 2px 2px 2px 8px;
        border-radius: 6px;
        background: #e5eaf2;
      }

      .UseAutocompleteMultiple-tag:focus {
        outline: 2px solid #3399ff;
      }

      .UseAutocompleteMultiple-remove {
        padding: 0 4px;
        font-size: 1rem;
        line-height: 1;
        color: inherit;
        background: transparent;
        border: 0;
        cursor: pointer;
      }

      .UseAutocompleteMultiple-input {
        flex-grow: 1;
        min-width: 80px;
        padding: 4px 8px;
        font-family: inherit;
        font-size: inherit;
        line-height: 1.5;
        color: inherit;
        background: transparent;
        border: 0;
        outline: 0;
      }

      .UseAutocompleteMultiple-listbox {
        max-height: 200px;
        overflow: auto;
        margin: 0;
        padding: 6px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 12px;
      }

      .UseAutocompleteMultiple-option {
        list-style: none;
        padding: 8px;
        border-radius: 8px;
        cursor: default;
      }

      /* The hook adds the Mui-focused class to the highlighted option. */
      .UseAutocompleteMultiple-option.Mui-focused {
        background: #e5eaf2;
      }

      .UseAutocompleteMultiple-option[aria-selected=true] {
        background: #daecff;
        color: #003a75;
      }
      `}
    </style>
  );
}
