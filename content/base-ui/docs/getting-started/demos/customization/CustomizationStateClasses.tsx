import * as React from 'react';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function CustomizationStateClasses() {
  const id = React.useId();
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

  return (
    <Field>
      <Label htmlFor={id}>Work email</Label>
      <Input
        id={id}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-help`}
      />
      <Help id={`${id}-help`} data-error={invalid || undefined}>
        {invalid ? 'Enter an address like name@company.com.' : 'We never share it.'}
      </Help>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 320,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

// The root carries the state classes: base--focused while the field has focus,
// base--error when `error` is set.
const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  border: '1px solid #C7D0DD',
  borderRadius: 8,
  background: '#fff',
  [`&.${inputClasses.focused}`]: {
    borderColor: '#3399FF',
    boxShadow: '0 0 0 3px #99CCF3',
  },
  [`&.${inputClasses.error}`]: { borderColor: '#C62828' },
  [`&.${inputClasses.error}.${inputClasses.focused}`]: {
    boxShadow: '0 0 0 3px #F5C2C2',
  },
  [`& .${inputClasses.input}`]: {
    flexGrow: 1,
    minWidth: 0,
    padding: '8px 12px',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 1.5,
    color: '#1C2025',
    background: 'transparent',
    border: 0,
    outline: 0,
  },
  ...theme.applyStyles('dark', {
    background: '#1C2025',
    borderColor: '#434D5B',
    [`&.${inputClasses.focused}`]: { boxShadow: '0 0 0 3px #003A75' },
    [`&.${inputClasses.error}`]: { borderColor: '#F28B82' },
    [`&.${inputClasses.error}.${inputClasses.focused}`]: {
      boxShadow: '0 0 0 3px #5C1F1F',
    },
    [`& .${inputClasses.input}`]: { color: '#C7D0DD' },
  }),
}));

const Help = styled('span')(({ theme }) => ({
  fontSize: '0.75rem',
  '&[data-error]': { color: '#C62828' },
  ...theme.applyStyles('dark', { '&[data-error]': { color: '#F28B82' } }),
}));
