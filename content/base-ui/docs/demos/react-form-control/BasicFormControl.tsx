import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function BasicFormControl() {
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const inputId = React.useId();
  const helperId = React.useId();
  const error = touched && !/^\S+@\S+\.\S+$/.test(value);

  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
      required
      error={error}
    >
      <Label htmlFor={inputId}>Email address</Label>
      <Input id={inputId} type="email" aria-describedby={helperId} />
      <HelperText id={helperId} />
    </FormControl>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const { htmlFor, children } = props;
  const formControl = useFormControlContext();
  return (
    <LabelRoot htmlFor={htmlFor} data-error={formControl?.error || undefined}>
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </LabelRoot>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <HelperTextRoot id={id} data-error={formControl?.error || undefined}>
      {formControl?.error
        ? 'Enter an address like name@example.com.'
        : 'We send the receipt to this address.'}
    </HelperTextRoot>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 800: '#004C99' };
const red = { 400: '#FF6B6B', 700: '#C41C1C' };
const grey = {
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  900: '#1C2025',
};

const LabelRoot = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  color: grey[900],
  '&[data-error]': { color: red[700] },
  ...theme.applyStyles('dark', {
    color: grey[200],
    '&[data-error]': { color: red[400] },
  }),
}));

const Input = styled(BaseInput)(({ theme }) => ({
  width: 320,
  [`& .${inputClasses.input}`]: {
    width: '100%',
    boxSizing: 'border-box',
    fontFamily: "'IBM Plex Sans', sans-serif",
    fontSize: '0.875rem',
    lineHeight: 1.5,
    padding: '8px 12px',
    borderRadius: 8,
    color: grey[900],
    background: '#fff',
    border: `1px solid ${grey[300]}`,
    outline: 0,
    '&:hover': { borderColor: blue[500] },
    '&:focus': { borderColor: blue[500], boxShadow: `0 0 0 3px ${blue[200]}` },
  },
  [`&.${inputClasses.error} .${inputClasses.input}`]: {
    borderColor: red[700],
    '&:focus': { boxShadow: `0 0 0 3px ${red[400]}` },
  },
  ...theme.applyStyles('dark', {
    [`& .${inputClasses.input}`]: {
      color: grey[200],
      background: grey[900],
      borderColor: grey[700],
      '&:focus': { boxShadow: `0 0 0 3px ${blue[800]}` },
    },
    [`&.${inputClasses.error} .${inputClasses.input}`]: { borderColor: red[400] },
  }),
}));

const HelperTextRoot = styled('p')(({ theme }) => ({
  margin: '6px 0 0',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.8125rem',
  color: grey[700],
  '&[data-error]': { color: red[700] },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&[data-error]': { color: red[400] },
  }),
}));
