import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatHour(value: number) {
  return `${value}:00`;
}

export default function CustomizationSlotProps() {
  const [hours, setHours] = React.useState([9, 17]);
  return (
    <div className="CustomizationSlotProps">
      <span className="CustomizationSlotProps-label">
        Working hours: {formatHour(hours[0])} to {formatHour(hours[1])}
      </span>
      <Slider
        value={hours}
        onChange={(event, value) => setHours(value as number[])}
        min={0}
        max={24}
        getAriaLabel={(index) => (index === 0 ? 'Start time' : 'End time')}
        getAriaValueText={formatHour}
        className="CustomizationSlotProps-slider"
        slotProps={{
          // A function receives the owner state and, for thumbs, the thumb's own
          // state: here its index selects a class.
          thumb: (ownerState, { index }) => ({
            className:
              index === 0
                ? 'CustomizationSlotProps-start'
                : 'CustomizationSlotProps-end',
          }),
        }}
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
      .CustomizationSlotProps {
        display: flex;
        flex-direction: column;
        gap: 8px;
        width: 320px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .CustomizationSlotProps-label {
        font-weight: 600;
      }

      .CustomizationSlotProps-slider {
        position: relative;
        display: inline-flex;
        align-items: center;
        width: 100%;
        height: 4px;
        padding: 16px 0;
        cursor: pointer;
        touch-action: none;
      }

      .CustomizationSlotProps-slider .base-Slider-rail {
        position: absolute;
        width: 100%;
        height: 4px;
        border-radius: 2px;
        background: #c7d0dd;
      }

      .CustomizationSlotProps-slider .base-Slider-track {
        position: absolute;
        height: 4px;
        border-radius: 2px;
        background: linear-gradient(90deg, #1b7f4b, #0059b2);
      }

      .CustomizationSlotProps-slider .base-Slider-thumb {
        position: absolute;
        width: 20px;
        height: 20px;
        margin-left: -10px;
        border-radius: 50%;
        border: 3px solid #fff;
        box-sizing: border-box;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
      }

      .CustomizationSlotProps-start {
        background: #1b7f4b;
      }

      .CustomizationSlotProps-end {
        background: #0059b2;
      }

      .CustomizationSlotProps-slider .base-Slider-thumb.base--focusVisible {
        outline: 2px solid #3399ff;
        outline-offset: 2px;
      }
      `}
    </style>
  );
}
