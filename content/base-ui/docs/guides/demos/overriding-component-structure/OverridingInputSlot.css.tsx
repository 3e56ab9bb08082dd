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
    <div className="OverridingInputSlot">
      <label htmlFor={id} className="OverridingInputSlot-label">
        Verification code
      </label>
      <Input
        id={id}
        placeholder="000000"
        slots={{ input: CodeInput }}
        slotProps={{ input: { className: 'OverridingInputSlot-input' } }}
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
      .OverridingInputSlot {
        display: flex;
        flex-direction: column;
        gap: 4px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .OverridingInputSlot-label {
        font-weight: 600;
      }

      .OverridingInputSlot-input {
        width: 160px;
        padding: 8px 12px;
        font-family: IBM Plex Mono, monospace;
        font-size: 1.25rem;
        letter-spacing: 0.4em;
        color: #1c2025;
        background: #fff;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
      }

      .OverridingInputSlot-input::placeholder {
        color: #5f6c80;
        opacity: 1;
      }

      .OverridingInputSlot-input:focus {
        outline: 0;
        border-color: #3399ff;
        box-shadow: 0 0 0 3px #99ccf3;
      }
      `}
    </style>
  );
}
