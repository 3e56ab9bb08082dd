import * as React from 'react';
import { Slider } from '@mui/base/Slider';

export default function UnstyledSliderIntroduction() {
  const id = React.useId();
  return (
    <div className="UnstyledSliderIntroduction">
      <span id={id} className="UnstyledSliderIntroduction-label">
        Volume
      </span>
      <Slider
        aria-labelledby={id}
        defaultValue={40}
        className="UnstyledSliderIntroduction-slider"
      />
      <Slider
        aria-label="Microphone level"
        defaultValue={60}
        disabled
        className="UnstyledSliderIntroduction-slider"
      />
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
      .UnstyledSliderIntroduction {
        display: flex;
        flex-direction: column;
        gap: 8px;
        width: 300px;
        font-family: IBM Plex Sans, sans-serif;
      }

      .UnstyledSliderIntroduction-label {
        font-size: 0.875rem;
        font-weight: 600;
      }

      .UnstyledSliderIntroduction-slider {
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

      .UnstyledSliderIntroduction-slider.base--disabled {
        color: #9da8b7;
        cursor: default;
        pointer-events: none;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-rail {
        position: absolute;
        width: 100%;
        height: 4px;
        border-radius: 2px;
        background: currentColor;
        opacity: 0.3;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-track {
        position: absolute;
        height: 4px;
        border-radius: 2px;
        background: currentColor;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -10px;
        box-sizing: border-box;
        border-radius: 50%;
        background: currentColor;
        transition: box-shadow 120ms, transform 120ms;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-thumb:hover {
        box-shadow: 0 0 0 6px #99ccf3;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-thumb.base--focusVisible {
        box-shadow: 0 0 0 6px #99ccf3;
        outline: 2px solid #0059b2;
        outline-offset: 2px;
      }

      .UnstyledSliderIntroduction-slider .base-Slider-thumb.base--active {
        transform: scale(1.2);
        box-shadow: 0 0 0 6px #99ccf3;
      }
      `}
    </style>
  );
}
