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
    <div className="flex w-80 flex-col gap-1 font-sans text-sm">
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <label id={`${id}-label`} htmlFor={id} className="font-semibold">
        Country
      </label>
      <div
        className="flex rounded-lg border border-solid border-slate-300 bg-white text-slate-900 data-[focused]:border-blue-500 data-[focused]:ring-[3px] data-[focused]:ring-blue-200"
        {...getRootProps()}
        data-focused={focused || undefined}
      >
        <input
          className="min-w-0 grow border-0 bg-transparent px-3 py-2 font-sans text-sm leading-normal text-inherit outline-none placeholder:text-slate-500"
          {...getInputProps()}
          placeholder="Start typing a country"
        />
      </div>
      {groupedOptions.length > 0 ? (
        <ul
          className="m-0 max-h-[200px] overflow-auto rounded-xl border border-solid border-slate-300 bg-white p-1.5 text-slate-900"
          {...getListboxProps()}
        >
          {(groupedOptions as Country[]).map((option, index) => {
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
      <p className="mb-0 mt-1">
        Value: {value ? `${value.label} (${value.code})` : 'none'}
      </p>
    </div>
  );
}
