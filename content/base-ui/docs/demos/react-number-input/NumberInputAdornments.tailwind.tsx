import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const buttonClassName =
  'col-start-4 h-4 w-6 cursor-pointer rounded border-0 bg-transparent p-0 text-xs leading-none text-inherit hover:bg-slate-50 disabled:cursor-default disabled:opacity-40';

export default function NumberInputAdornments() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1 font-sans text-sm">
      <label htmlFor={id} className="font-semibold">
        Monthly budget
      </label>
      <NumberInput
        id={id}
        defaultValue={500}
        min={0}
        step={50}
        // The root renders its children in this order: decrement button, increment
        // button, start adornment, input, end adornment. The grid places each one.
        className="box-border grid w-60 grid-cols-[auto_1fr_auto_24px] grid-rows-2 items-center gap-x-2 rounded-lg border border-solid border-slate-300 bg-white py-1 pl-3 pr-1 text-slate-900 [&.base--focused]:border-blue-500 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-200"
        startAdornment={
          <span className="col-start-1 row-span-2 row-start-1 text-slate-600">
            $
          </span>
        }
        endAdornment={
          <span className="col-start-3 row-span-2 row-start-1 text-slate-600">
            USD
          </span>
        }
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'col-start-2 row-span-2 row-start-1 min-w-0 border-0 bg-transparent py-1 font-sans text-sm leading-normal text-inherit outline-none',
          },
          incrementButton: {
            children: '▴',
            'aria-label': 'Increase by 50',
            className: `${buttonClassName} row-start-1`,
          },
          decrementButton: {
            children: '▾',
            'aria-label': 'Decrease by 50',
            className: `${buttonClassName} row-start-2`,
          },
        }}
      />
    </div>
  );
}
