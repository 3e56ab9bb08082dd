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
    <div className="UnstyledSliderVertical">
      {bands.map((band) => (
        <div key={band.name} className="UnstyledSliderVertical-band">
          <Slider
            orientation="vertical"
            aria-labelledby={`${id}-${band.name}`}
            defaultValue={band.defaultValue}
            min={-12}
            max={12}
            getAriaValueText={(value) => `${value} decibels`}
            className="UnstyledSliderVertical-slider"
          />
          <span id={`${id}-${band.name}`} className="UnstyledSliderVertical-label">
            {band.name}
          </span>
        </div>
      ))}
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
      .UnstyledSliderVertical {
        display: flex;
        gap: 24px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSliderVertical-band {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
      }

      .UnstyledSliderVertical-label {
        font-weight: 600;
      }

      .UnstyledSliderVertical-slider {
        position: relative;
        display: inline-block;
        width: 4px;
        height: 160px;
        padding: 0 16px;
        color: #0059b2;
        cursor: pointer;
        touch-action: none;
      }

      .UnstyledSliderVertical-slider .base-Slider-rail {
        position: absolute;
        width: 4px;
        height: 100%;
        border-radius: 2px;
        background: currentColor;
        opacity: 0.3;
      }

      .UnstyledSliderVertical-slider .base-Slider-track {
        position: absolute;
        width: 4px;
        border-radius: 2px;
        background: currentColor;
      }

      .UnstyledSliderVertical-slider .base-Slider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -8px;
        margin-bottom: -10px;
        box-sizing: border-box;
        border-radius: 50%;
        background: currentColor;
        transition: box-shadow 120ms;
      }

      .UnstyledSliderVertical-slider .base-Slider-thumb:hover {
        box-shadow: 0 0 0 6px #99ccf3;
      }

      .UnstyledSliderVertical-slider .base-Slider-thumb.base--focusVisible {
        box-shadow: 0 0 0 6px #99ccf3;
        outline: 2px solid #0059b2;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
