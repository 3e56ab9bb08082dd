import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState([200, 800]);
  return (
    <div className="flex w-[300px] flex-col gap-2 font-sans text-sm">
      <span className="font-semibold">Price range</span>
      <Slider
        value={value}
        onChange={(event, newValue) => setValue(newValue as number[])}
        min={0}
        max={1000}
        step={10}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        slotProps={{
          root: {
            className:
              'relative inline-flex h-1 w-full cursor-pointer touch-none items-center py-4 text-blue-700',
          },
          rail: {
            className: 'absolute h-1 w-full rounded-sm bg-current opacity-30',
          },
          track: { className: 'absolute h-1 rounded-sm bg-current' },
          thumb: {
            className:
              'absolute -ml-2.5 box-border h-5 w-5 rounded-full bg-current transition hover:ring-[6px] hover:ring-blue-200 [&.base--active]:scale-125 [&.base--active]:ring-[6px] [&.base--active]:ring-blue-200 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 [&.base--focusVisible]:ring-[6px] [&.base--focusVisible]:ring-blue-200',
          },
        }}
      />
      <span className="tabular-nums">
        {formatPrice(value[0])} to {formatPrice(value[1])}
      </span>
    </div>
  );
}
