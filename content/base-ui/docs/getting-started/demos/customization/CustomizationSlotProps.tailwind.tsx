import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatHour(value: number) {
  return `${value}:00`;
}

const thumbClassName =
  'absolute -ml-2.5 box-border h-5 w-5 rounded-full border-[3px] border-solid border-white shadow [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-500';

export default function CustomizationSlotProps() {
  const [hours, setHours] = React.useState([9, 17]);
  return (
    <div className="flex w-80 flex-col gap-2 font-sans text-sm">
      <span className="font-semibold">
        Working hours: {formatHour(hours[0])} to {formatHour(hours[1])}
      </span>
      <Slider
        value={hours}
        onChange={(event, value) => setHours(value as number[])}
        min={0}
        max={24}
        getAriaLabel={(index) => (index === 0 ? 'Start time' : 'End time')}
        getAriaValueText={formatHour}
        slotProps={{
          root: {
            className:
              'relative inline-flex h-1 w-full cursor-pointer touch-none items-center py-4',
          },
          rail: { className: 'absolute h-1 w-full rounded-sm bg-slate-300' },
          track: {
            className:
              'absolute h-1 rounded-sm bg-gradient-to-r from-green-700 to-blue-700',
          },
          // A function receives the owner state and, for thumbs, the thumb's own
          // state: here its index selects the color.
          thumb: (ownerState, { index }) => ({
            className: `${thumbClassName} ${index === 0 ? 'bg-green-700' : 'bg-blue-700'}`,
          }),
        }}
      />
    </div>
  );
}
