import * as React from 'react';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function UnstyledInputIntroduction() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Email address</Label>
      <Input id={id} type="email" placeholder="you@example.com" />
    </Field>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 300: '#C7D0DD', 500: '#9DA8B7', 600: '#5F6C80', 700: '#434D5B' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 320,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const Input = styled(BaseInput)(({ theme }) => ({
  [`& .${inputClasses.input}`]: {
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 12px',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: '#1C2025',
    background: '#fff',
    border: `1px solid ${grey[300]}`,
    borderRadius: 8,
    boxShadow: '0 2px 2px rgba(0, 0, 0, 0.05)',
    '&::placeholder': { color: grey[600], opacity: 1 },
    '&:hover': { borderColor: blue[400] },
    '&:focus': {
      outline: 0,
      borderColor: blue[400],
      boxShadow: `0 0 0 3px ${blue[200]}`,
    },
  },
  ...theme.applyStyles('dark', {
    [`& .${inputClasses.input}`]: {
      color: grey[300],
      background: '#1C2025',
      borderColor: grey[700],
      '&::placeholder': { color: grey[500] },
      '&:focus': { boxShadow: `0 0 0 3px ${blue[900]}` },
    },
  }),
}));
