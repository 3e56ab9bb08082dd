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
    <div className="UnstyledSliderMarks">
      <span id={id} className="UnstyledSliderMarks-label">
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
        className="UnstyledSliderMarks-slider"
      />
      <p className="UnstyledSliderMarks-preview" style={{ fontSize: size }}>
        The quick brown fox
      </p>
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
      .UnstyledSliderMarks {
        display: flex;
        flex-direction: column;
        gap: 8px;
        width: 300px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .UnstyledSliderMarks-label {
        font-weight: 600;
      }

      .UnstyledSliderMarks-preview {
        margin: 0;
        line-height: 1.5;
      }

      .UnstyledSliderMarks-slider {
        position: relative;
        display: inline-flex;
        align-items: center;
        width: 100%;
        height: 4px;
        padding: 16px 0;
        cursor: pointer;
        touch-action: none;
      }

      .UnstyledSliderMarks-slider.base-Slider-marked {
        margin-bottom: 16px;
      }

      .UnstyledSliderMarks-slider .base-Slider-rail {
        position: absolute;
        width: 100%;
        height: 4px;
        border-radius: 2px;
        background: #0059b2;
        opacity: 0.3;
      }

      .UnstyledSliderMarks-slider .base-Slider-track {
        position: absolute;
        height: 4px;
        border-radius: 2px;
        background: #0059b2;
      }

      .UnstyledSliderMarks-slider .base-Slider-mark {
        position: absolute;
        width: 8px;
        height: 8px;
        margin-left: -4px;
        border-radius: 50%;
        background: #0059b2;
      }

      .UnstyledSliderMarks-slider .base-Slider-markLabel {
        position: absolute;
        top: 32px;
        transform: translateX(-50%);
        font-size: 0.75rem;
      }

      .UnstyledSliderMarks-slider .base-Slider-markLabelActive {
        font-weight: 600;
      }

      .UnstyledSliderMarks-slider .base-Slider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -10px;
        box-sizing: border-box;
        border-radius: 50%;
        background: #0059b2;
        transition: box-shadow 120ms;
      }

      .UnstyledSliderMarks-slider .base-Slider-thumb:hover {
        box-shadow: 0 0 0 6px #99ccf3;
      }

      .UnstyledSliderMarks-slider .base-Slider-thumb.base--focusVisible {
        box-shadow: 0 0 0 6px #99ccf3;
        outline: 2px solid #0059b2;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
