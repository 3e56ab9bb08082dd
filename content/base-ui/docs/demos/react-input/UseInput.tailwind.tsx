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
      className="box-border flex h-10 w-80 cursor-text items-center gap-2 rounded-full border border-solid border-slate-300 bg-white pl-3 pr-2 font-sans text-sm text-slate-600 data-[focused]:border-blue-500 data-[focused]:ring-[3px] data-[focused]:ring-blue-200"
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
        className="min-w-0 grow border-0 bg-transparent font-sans text-sm text-slate-900 outline-none placeholder:text-slate-600"
        {...getInputProps({
          'aria-label': 'Search orders',
          placeholder: 'Search orders',
        })}
      />
      {value ? (
        <button
          type="button"
          className="cursor-pointer rounded border-0 bg-transparent px-2 py-0.5 font-sans text-xs font-semibold text-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500"
          onClick={clear}
        >
          Clear
        </button>
      ) : null}
    </div>
  );
}
