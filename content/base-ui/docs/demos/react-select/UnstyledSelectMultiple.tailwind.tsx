import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

export default function UnstyledSelectMultiple() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1 font-sans text-sm">
      <label id={`${id}-label`} htmlFor={id} className="font-semibold">
        Toppings
      </label>
      <Select
        multiple
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue={['mushrooms', 'olives']}
        placeholder="No toppings"
        className="w-[280px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left font-sans text-sm leading-normal text-slate-900 hover:bg-slate-50 [&.base--focusVisible]:border-blue-500 [&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-[3px] [&.base--focusVisible]:ring-blue-200"
        slotProps={{
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'my-2 box-border w-[280px] rounded-xl border border-solid border-slate-300 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-lg',
          },
          // Rendered in place rather than in a portal at the end of the body, so the
          // listbox stays inside the element that scopes these Tailwind classes.
          popup: { disablePortal: true, strategy: 'fixed', className: 'z-10' },
        }}
      >
        <Topping value="mushrooms">Mushrooms</Topping>
        <Topping value="olives">Olives</Topping>
        <Topping value="peppers">Green peppers</Topping>
        <Topping value="onions">Red onions</Topping>
        <Topping value="cheese">Extra cheese</Topping>
      </Select>
    </div>
  );
}

function Topping(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className="cursor-default list-none rounded-lg p-2 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-200 [&.base--selected]:bg-blue-100 [&.base--selected]:font-semibold [&.base--selected]:text-blue-900 [&.base-Option-highlighted]:bg-slate-100"
    />
  );
}
