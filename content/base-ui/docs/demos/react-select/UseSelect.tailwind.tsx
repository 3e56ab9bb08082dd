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
    <div className="flex w-[200px] flex-col gap-1 font-sans text-sm">
      <span id={labelId} className="font-semibold">
        Priority
      </span>
      <button
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left font-sans text-sm leading-normal text-slate-900 hover:bg-slate-50 focus-visible:border-blue-500 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-blue-200 aria-expanded:border-blue-500"
        {...getButtonProps({ 'aria-labelledby': labelId })}
      >
        {selected?.label ?? 'None'}
      </button>
      {/* Holds the value for form submission, like a native select would. */}
      <input {...getHiddenInputProps()} />
      <ul
        className="m-0 rounded-xl border border-solid border-slate-300 bg-white p-1.5 text-slate-900"
        {...getListboxProps({ 'aria-labelledby': labelId })}
        hidden={!open}
      >
        <SelectProvider value={contextValue}>
          {priorities.map((priority) => (
            <CustomOption key={priority.value} {...priority} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}

function CustomOption({ value, label }: { value: string; label: string }) {
  const { getRootProps } = useOption({ value, label, disabled: false });
  return (
    <li
      className="cursor-default list-none rounded-lg p-2 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-200 aria-selected:bg-blue-100 aria-selected:text-blue-900"
      {...getRootProps()}
    >
      {label}
    </li>
  );
}
