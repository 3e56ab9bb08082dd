import * as React from 'react';
import {
  Unstable_NumberInput as BaseNumberInput,
  NumberInputProps,
} from '@mui/base/Unstable_NumberInput';

type LabeledNumberInputProps = Omit<NumberInputProps, 'slots' | 'slotProps'> & {
  label: string;
};

const buttonClassName =
  'flex h-[19px] w-[19px] cursor-pointer appearance-none items-center justify-center border-0 bg-white p-0 font-sans text-sm leading-none text-slate-900 transition hover:bg-slate-100';

const NumberInput = React.forwardRef(function CustomNumberInput(
  { label, ...props }: LabeledNumberInputProps,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  return (
    <BaseNumberInput
      slotProps={{
        root: {
          className:
            'grid w-[200px] grid-cols-[1fr_19px] grid-rows-2 gap-x-2 overflow-hidden rounded-lg border border-solid border-slate-400 bg-white p-1 font-sans text-slate-900 shadow-sm hover:border-blue-700 [&.base--focused]:border-blue-700 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-300',
        },
        input: {
          'aria-label': label,
          role: 'spinbutton',
          className:
            'col-start-1 col-end-2 row-start-1 row-end-3 min-w-0 rounded-[inherit] border-0 bg-inherit px-3 py-2 text-sm leading-normal text-inherit outline-0',
        },
        incrementButton: {
          children: '▴',
          'aria-label': 'Increase',
          className: `${buttonClassName} col-start-2 col-end-3 row-start-1 row-end-2 rounded-t`,
        },
        decrementButton: {
          children: '▾',
          'aria-label': 'Decrease',
          className: `${buttonClassName} col-start-2 col-end-3 row-start-2 row-end-3 rounded-b`,
        },
      }}
      {...props}
      ref={ref}
    />
  );
});

export default function NumberInputIntroduction() {
  const [value, setValue] = React.useState<number | null>(4);
  return (
    <NumberInput
      label="Quantity"
      placeholder="Type a number…"
      min={1}
      max={99}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
    />
  );
}
