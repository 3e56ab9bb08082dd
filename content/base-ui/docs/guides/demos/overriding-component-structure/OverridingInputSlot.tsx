import * as React from 'react';
import { Input as BaseInput, InputOwnerState, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

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
    <Field>
      <Label htmlFor={id}>Verification code</Label>
      <Input id={id} placeholder="000000" slots={{ input: CodeInput }} />
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const Input = styled(BaseInput)(({ theme }) => ({
  [`& .${inputClasses.input}`]: {
    width: 160,
    padding: '8px 12px',
    fontFamily: 'IBM Plex Mono, monospace',
    fontSize: '1.25rem',
    letterSpacing: '0.4em',
    color: '#1C2025',
    background: '#fff',
    border: '1px solid #C7D0DD',
    borderRadius: 8,
    '&::placeholder': { color: '#5F6C80', opacity: 1 },
    '&:focus': {
      outline: 0,
      borderColor: '#3399FF',
      boxShadow: '0 0 0 3px #99CCF3',
    },
  },
  ...theme.applyStyles('dark', {
    [`& .${inputClasses.input}`]: {
      color: '#C7D0DD',
      background: '#1C2025',
      borderColor: '#434D5B',
      '&::placeholder': { color: '#9DA8B7' },
      '&:focus': { boxShadow: '0 0 0 3px #003A75' },
    },
  }),
}));
