import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

export default function UnstyledSelectIntroduction() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1 font-sans">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold">
        Shipping method
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        placeholder="Choose a method…"
        className="flex w-[300px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left font-sans text-sm leading-normal text-slate-900 shadow-sm hover:bg-slate-50 [&.base--expanded]:border-blue-500 [&.base--focusVisible]:border-blue-500 [&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-[3px] [&.base--focusVisible]:ring-blue-200"
        slots={{ root: SelectButton }}
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'my-2 box-border w-[300px] rounded-xl border border-solid border-slate-200 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-lg',
          },
          // Rendered in place rather than in a portal at the end of the body, so the
          // listbox stays inside the element that scopes these Tailwind classes.
          popup: { disablePortal: true, strategy: 'fixed', className: 'z-10' },
        }}
      >
        <SelectOption value="standard">Standard (3–5 business days)</SelectOption>
        <SelectOption value="express">Express (1–2 business days)</SelectOption>
        <SelectOption value="overnight">Overnight</SelectOption>
        <SelectOption value="pickup" disabled>
          Store pickup (unavailable)
        </SelectOption>
      </Select>
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

function SelectOption(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className="cursor-default list-none rounded-lg p-2 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-200 [&.base--disabled]:text-slate-400 [&.base--selected]:bg-blue-100 [&.base--selected]:text-blue-900 [&.base-Option-highlighted]:bg-slate-100"
    />
  );
}
