import * as React from 'react';
import {
  unstable_useNumberInput as useNumberInput,
  UseNumberInputParameters,
} from '@mui/base/unstable_useNumberInput';

export default function UseNumberInput() {
  const id = React.useId();
  const [guests, setGuests] = React.useState<number | null>(2);
  return (
    <div className="flex flex-col gap-1 font-sans text-sm">
      <label htmlFor={id} className="font-semibold">
        Guests
      </label>
      <GuestsInput
        inputId={id}
        min={1}
        max={8}
        value={guests}
        onChange={(event, value) => setGuests(value)}
      />
      <span className="text-xs">Up to 8 guests per booking.</span>
    </div>
  );
}

const buttonClassName =
  'h-8 w-8 shrink-0 cursor-pointer rounded-md border border-solid border-slate-200 bg-slate-50 p-0 text-lg leading-none text-inherit hover:bg-slate-100 disabled:cursor-default disabled:opacity-40';

function GuestsInput(props: UseNumberInputParameters) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput(props);

  return (
    <div
      className="box-border flex w-40 items-center gap-1 rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 data-[focused]:border-blue-500 data-[focused]:ring-[3px] data-[focused]:ring-blue-200"
      {...getRootProps()}
      data-focused={focused || undefined}
    >
      <button
        className={buttonClassName}
        {...getDecrementButtonProps({ 'aria-label': 'Remove a guest' })}
      >
        −
      </button>
      <input
        className="min-w-0 grow border-0 bg-transparent text-center font-sans text-base text-inherit outline-none"
        {...getInputProps({ role: 'spinbutton' })}
      />
      <button
        className={buttonClassName}
        {...getIncrementButtonProps({ 'aria-label': 'Add a guest' })}
      >
        +
      </button>
    </div>
  );
}
