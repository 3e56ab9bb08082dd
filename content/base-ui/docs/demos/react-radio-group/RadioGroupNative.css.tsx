import * as React from 'react';

const speeds = [
  { value: 'standard', label: 'Standard', description: '3–5 business days, free' },
  { value: 'express', label: 'Express', description: '1–2 business days, $9' },
  { value: 'overnight', label: 'Overnight', description: 'Next business day, $19' },
];

export default function RadioGroupNative() {
  const id = React.useId();
  const [speed, setSpeed] = React.useState('standard');
  return (
    <fieldset className="RadioGroupNative">
      <legend className="RadioGroupNative-legend">Delivery speed</legend>
      {speeds.map((option) => (
        <div
          key={option.value}
          className="RadioGroupNative-option"
          data-checked={speed === option.value || undefined}
        >
          <input
            type="radio"
            className="RadioGroupNative-radio"
            name={`${id}-speed`}
            id={`${id}-${option.value}`}
            value={option.value}
            checked={speed === option.value}
            onChange={(event) => setSpeed(event.target.value)}
            aria-describedby={`${id}-${option.value}-description`}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          <span
            id={`${id}-${option.value}-description`}
            className="RadioGroupNative-description"
          >
            {option.description}
          </span>
        </div>
      ))}
      <Styles />
    </fieldset>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .RadioGroupNative {
        display: flex;
        flex-direction: column;
        gap: 8px;
        width: 300px;
        margin: 0;
        padding: 0;
        border: 0;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .RadioGroupNative-legend {
        margin-bottom: 8px;
        padding: 0;
        font-weight: 600;
      }

      .RadioGroupNative-option {
        display: grid;
        grid-template-columns: auto 1fr;
        align-items: center;
        column-gap: 10px;
        padding: 10px 12px;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .RadioGroupNative-option[data-checked] {
        border-color: #0059b2;
        box-shadow: inset 0 0 0 1px #0059b2;
      }

      .RadioGroupNative-radio {
        width: 18px;
        height: 18px;
        margin: 0;
        accent-color: #0059b2;
      }

      .RadioGroupNative-radio:focus-visible {
        outline: 2px solid #3399ff;
        outline-offset: 2px;
      }

      .RadioGroupNative-description {
        grid-column: 2;
        font-size: 0.75rem;
      }
      `}
    </style>
  );
}
