import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const sizes: Record<number, string> = {
  12: 'Small',
  16: 'Medium',
  20: 'Large',
  28: 'Extra large',
};

const marks = [
  { value: 12, label: 'S' },
  { value: 16, label: 'M' },
  { value: 20, label: 'L' },
  { value: 28, label: 'XL' },
];

export default function UnstyledSliderMarks() {
  const id = React.useId();
  const [size, setSize] = React.useState(16);
  return (
    <div className="flex w-[300px] flex-col gap-2 font-sans text-sm">
      <span id={id} className="font-semibold">
        Text size
      </span>
      <Slider
        aria-labelledby={id}
        value={size}
        onChange={(event, newValue) => setSize(newValue as number)}
        min={12}
        max={28}
        step={null}
        marks={marks}
        getAriaValueText={(value) => `${sizes[value]}, ${value} pixels`}
        slotProps={{
          root: {
            className:
              'relative inline-flex h-1 w-full cursor-pointer touch-none items-center py-4 [&.base-Slider-marked]:mb-4',
          },
          rail: {
            className: 'absolute h-1 w-full rounded-sm bg-blue-700 opacity-30',
          },
          track: { className: 'absolute h-1 rounded-sm bg-blue-700' },
          mark: { className: 'absolute -ml-1 h-2 w-2 rounded-full bg-blue-700' },
          markLabel: {
            className:
              'absolute top-8 -translate-x-1/2 text-xs [&.base-Slider-markLabelActive]:font-semibold',
          },
          thumb: {
            className:
              'absolute -ml-2.5 box-border h-5 w-5 rounded-full bg-blue-700 transition hover:ring-[6px] hover:ring-blue-200 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 [&.base--focusVisible]:ring-[6px] [&.base--focusVisible]:ring-blue-200',
          },
        }}
      />
      <p className="m-0 leading-normal" style={{ fontSize: size }}>
        The quick brown fox
      </p>
    </div>
  );
}
