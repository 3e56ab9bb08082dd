import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';

export default function UseSlider() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(70);
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    axis,
    axisProps,
    trackOffset,
    trackLeap,
    focusedThumbIndex,
  } = useSlider({
    value,
    onChange: (event, newValue) => setValue(newValue as number),
    'aria-labelledby': labelId,
  });

  return (
    <div className="w-[300px] font-sans text-sm">
      <div className="flex justify-between">
        <span id={labelId} className="font-semibold">
          Opacity
        </span>
        <output aria-hidden="true">{value}%</output>
      </div>
      <span
        className="relative flex h-9 cursor-pointer touch-none items-center text-blue-700"
        {...getRootProps()}
      >
        <span className="absolute h-1 w-full rounded-sm bg-current opacity-30" />
        <span
          className="absolute h-1 rounded-sm bg-current"
          style={{
            ...axisProps[axis].offset(trackOffset),
            ...axisProps[axis].leap(trackLeap),
          }}
        />
        <span
          className="absolute -ml-2.5 h-5 w-5 rounded-full bg-current hover:ring-[6px] hover:ring-blue-200 data-[focus-visible]:outline data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-blue-700 data-[focus-visible]:ring-[6px] data-[focus-visible]:ring-blue-200"
          {...getThumbProps({ 'data-index': 0 })}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={axisProps[axis].offset(valueToPercent(values[0], 0, 100))}
        >
          <input
            {...getHiddenInputProps({
              'data-index': 0,
              value: values[0],
              'aria-valuetext': `${values[0]}%`,
            })}
          />
        </span>
      </span>
    </div>
  );
}
