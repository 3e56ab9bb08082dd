import * as React from 'react';
import { Input, InputOwnerState } from '@mui/base/Input';

// The component for the `input` slot. It must forward its ref to the native input,
// because Input reads and focuses the element through it, and it must not pass
// `ownerState` on to the DOM.
const CodeInput = React.forwardRef(function CodeInput(
  props: React.ComponentPropsWithoutRef<'input'> & { ownerState?: InputOwnerState },
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
    />
  );
});

export default function OverridingInputSlot() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1 font-sans text-sm">
      <label htmlFor={id} className="font-semibold">
        Verification code
      </label>
      <Input
        id={id}
        placeholder="000000"
        slots={{ input: CodeInput }}
        slotProps={{
          input: {
            className:
              'w-40 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-mono text-xl tracking-[0.4em] text-slate-900 placeholder:text-slate-500 focus:border-blue-500 focus:outline-none focus:ring-[3px] focus:ring-blue-200',
          },
        }}
      />
    </div>
  );
}
