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
    <div className="flex w-[360px] flex-col gap-1 font-sans text-sm">
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <label id={`${id}-label`} htmlFor={id} className="font-semibold">
        Shipping destinations
      </label>
      <div
        className="flex flex-wrap items-center gap-1 rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 data-[focused]:border-blue-500 data-[focused]:ring-[3px] data-[focused]:ring-blue-200"
        {...getRootProps()}
        data-focused={focused || undefined}
      >
        {value.map((option, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span
              key={key}
              className="inline-flex items-center gap-0.5 rounded-md bg-slate-100 py-0.5 pl-2 pr-0.5 focus:outline focus:outline-2 focus:outline-blue-500"
              {...tagProps}
            >
              {option.label}
              <button
                type="button"
                tabIndex={-1}
                className="cursor-pointer border-0 bg-transparent px-1 text-base leading-none text-inherit"
                aria-label={`Remove ${option.label}`}
                onClick={onDelete}
              >
                ×
              </button>
            </span>
          );
        })}
        <input
          className="min-w-[80px] grow border-0 bg-transparent px-2 py-1 font-sans text-sm leading-normal text-inherit outline-none"
          {...getInputProps()}
        />
      </div>
      {groupedOptions.length > 0 ? (
        <ul
          className="m-0 max-h-[200px] overflow-auto rounded-xl border border-solid border-slate-300 bg-white p-1.5 text-slate-900"
          {...getListboxProps()}
        >
          {(groupedOptions as typeof countries).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li
                key={key}
                // The hook adds the Mui-focused class to the highlighted option.
                className="cursor-default list-none rounded-lg p-2 aria-selected:bg-blue-100 aria-selected:text-blue-900 [&.Mui-focused]:bg-slate-100"
                {...optionProps}
              >
                {option.label}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
