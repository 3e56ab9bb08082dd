import * as React from 'react';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function UnstyledInputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <Stack>
      <Field>
        <Label htmlFor={`${id}-amount`}>Amount</Label>
        <Input
          id={`${id}-amount`}
          placeholder="0.00"
          slotProps={{ input: { inputMode: 'decimal' } }}
          startAdornment={<Adornment>$</Adornment>}
          endAdornment={<Adornment>USD</Adornment>}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          endAdornment={
            <ToggleButton
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((show) => !show)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </ToggleButton>
          }
        />
      </Field>
    </Stack>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 700: '#0059B2', 900: '#003A75' };
const grey = { 300: '#C7D0DD', 600: '#5F6C80', 700: '#434D5B' };

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 320,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });

const Label = styled('label')({ fontWeight: 600 });

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  color: '#1C2025',
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 8,
  '&:hover': { borderColor: blue[400] },
  [`&.${inputClasses.focused}`]: {
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  [`& .${inputClasses.input}`]: {
    flexGrow: 1,
    minWidth: 0,
    padding: '8px 0',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: 'inherit',
    background: 'transparent',
    border: 0,
    outline: 0,
  },
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: '#1C2025',
    borderColor: grey[700],
    [`&.${inputClasses.focused}`]: { boxShadow: `0 0 0 3px ${blue[900]}` },
  }),
}));

const Adornment = styled('span')(({ theme }) => ({
  color: grey[600],
  ...theme.applyStyles('dark', { color: '#B0B8C4' }),
}));

const ToggleButton = styled('button')(({ theme }) => ({
  padding: '2px 8px',
  fontFamily: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: blue[700],
  background: 'transparent',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${blue[400]}` },
  ...theme.applyStyles('dark', { color: blue[200] }),
}));
