import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';

export default function UnstyledSliderIntroduction() {
  const id = React.useId();
  return (
    <div className="flex w-[300px] flex-col gap-2 font-sans">
      <span id={id} className="text-sm font-semibold">
        Volume
      </span>
      <CustomSlider aria-labelledby={id} defaultValue={40} />
      <CustomSlider aria-label="Microphone level" defaultValue={60} disabled />
    </div>
  );
}

function CustomSlider(props: SliderProps) {
  return (
    <Slider
      {...props}
      slotProps={{
        root: {
          className:
            'relative inline-flex h-1 w-full cursor-pointer touch-none items-center py-4 text-blue-700 [&.base--disabled]:pointer-events-none [&.base--disabled]:cursor-default [&.base--disabled]:text-slate-400',
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
  );
}
