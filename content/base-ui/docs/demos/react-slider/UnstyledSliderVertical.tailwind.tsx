import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const bands = [
  { name: 'Bass', defaultValue: 4 },
  { name: 'Mid', defaultValue: 0 },
  { name: 'Treble', defaultValue: -2 },
];

export default function UnstyledSliderVertical() {
  const id = React.useId();
  return (
    <div className="flex gap-6 font-sans text-sm">
      {bands.map((band) => (
        <div key={band.name} className="flex flex-col items-center gap-3">
          <Slider
            orientation="vertical"
            aria-labelledby={`${id}-${band.name}`}
            defaultValue={band.defaultValue}
            min={-12}
            max={12}
            getAriaValueText={(value) => `${value} decibels`}
            slotProps={{
              root: {
                className:
                  'relative inline-block h-40 w-1 cursor-pointer touch-none px-4 text-blue-700',
              },
              rail: {
                className: 'absolute h-full w-1 rounded-sm bg-current opacity-30',
              },
              track: { className: 'absolute w-1 rounded-sm bg-current' },
              thumb: {
                className:
                  'absolute -mb-2.5 -ml-2 box-border h-5 w-5 rounded-full bg-current transition hover:ring-[6px] hover:ring-blue-200 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 [&.base--focusVisible]:ring-[6px] [&.base--focusVisible]:ring-blue-200',
              },
            }}
          />
          <span id={`${id}-${band.name}`} className="font-semibold">
            {band.name}
          </span>
        </div>
      ))}
    </div>
  );
}
