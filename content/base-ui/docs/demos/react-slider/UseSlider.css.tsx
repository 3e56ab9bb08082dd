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
    <div className="UseSlider">
      <div className="UseSlider-header">
        <span id={labelId} className="UseSlider-label">
          Opacity
        </span>
        <output aria-hidden="true">{value}%</output>
      </div>
      <span className="UseSlider-root" {...getRootProps()}>
        <span className="UseSlider-rail" />
        <span
          className="UseSlider-track"
          style={{
            ...axisProps[axis].offset(trackOffset),
            ...axisProps[axis].leap(trackLeap),
          }}
        />
        <span
          className="UseSlider-thumb"
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
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseSlider {
        width: 300px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UseSlider-header {
        display: flex;
        justify-content: space-between;
      }

      .UseSlider-label {
        font-weight: 600;
      }

      .UseSlider-root {
        position: relative;
        display: flex;
        align-items: center;
        height: 36px;
        color: #0059b2;
        cursor: pointer;
        touch-action: none;
      }

      .UseSlider-rail,
      .UseSlider-track {
        position: absolute;
        height: 4px;
        border-radius: 2px;
        background: currentColor;
      }

      .UseSlider-rail {
        width: 100%;
        opacity: 0.3;
      }

      .UseSlider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -10px;
        border-radius: 50%;
        background: currentColor;
      }

      .UseSlider-thumb:hover {
        box-shadow: 0 0 0 6px #99ccf3;
      }

      .UseSlider-thumb[data-focus-visible] {
        box-shadow: 0 0 0 6px #99ccf3;
        outline: 2px solid #0059b2;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
