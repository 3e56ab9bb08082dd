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
    <fieldset className="m-0 flex w-[300px] flex-col gap-2 border-0 p-0 font-sans text-sm">
      <legend className="mb-2 p-0 font-semibold">Delivery speed</legend>
      {speeds.map((option) => (
        <div
          key={option.value}
          className="grid grid-cols-[auto_1fr] items-center gap-x-2.5 rounded-lg border border-solid border-slate-300 px-3 py-2.5 data-[checked]:border-blue-700 data-[checked]:shadow-[inset_0_0_0_1px_#1d4ed8]"
          data-checked={speed === option.value || undefined}
        >
          <input
            type="radio"
            className="m-0 h-[18px] w-[18px] accent-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
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
            className="col-start-2 text-xs"
          >
            {option.description}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
