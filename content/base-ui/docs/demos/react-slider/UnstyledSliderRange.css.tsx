import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState([200, 800]);
  return (
    <div className="UnstyledSliderRange">
      <span className="UnstyledSliderRange-label">Price range</span>
      <Slider
        value={value}
        onChange={(event, newValue) => setValue(newValue as number[])}
        min={0}
        max={1000}
        step={10}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        className="UnstyledSliderRange-slider"
      />
      <span className="UnstyledSliderRange-output">
        {formatPrice(value[0])} to {formatPrice(value[1])}
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
      .UnstyledSliderRange {
        display: flex;
        flex-direction: column;
        gap: 8px;
        width: 300px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSliderRange-label {
        font-weight: 600;
      }

      .UnstyledSliderRange-output {
        font-variant-numeric: tabular-nums;
      }

      .UnstyledSliderRange-slider {
        position: relative;
        display: inline-flex;
        align-items: center;
        width: 100%;
        height: 4px;
        padding: 16px 0;
        color: #0059b2;
        cursor: pointer;
        touch-action: none;
      }

      .UnstyledSliderRange-slider .base-Slider-rail {
        position: absolute;
        width: 100%;
        height: 4px;
        border-radius: 2px;
        background: currentColor;
        opacity: 0.3;
      }

      .UnstyledSliderRange-slider .base-Slider-track {
        position: absolute;
        height: 4px;
        border-radius: 2px;
        background: currentColor;
      }

      .UnstyledSliderRange-slider .base-Slider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -10px;
        box-sizing: border-box;
        border-radius: 50%;
        background: currentColor;
        transition: box-shadow 120ms, transform 120ms;
      }

      .UnstyledSliderRange-slider .base-Slider-thumb:hover {
        box-shadow: 0 0 0 6px #99ccf3;
      }

      .UnstyledSliderRange-slider .base-Slider-thumb.base--focusVisible {
        box-shadow: 0 0 0 6px #99ccf3;
        outline: 2px solid #0059b2;
        outline-offset: 2px;
      }

      .UnstyledSliderRange-slider .base-Slider-thumb.base--active {
        transform: scale(1.2);
        box-shadow: 0 0 0 6px #99ccf3;
      }
      `}
    </style>
  );
}
