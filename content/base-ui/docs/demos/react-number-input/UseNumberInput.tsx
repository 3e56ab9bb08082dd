import * as React from 'react';
import {
  unstable_useNumberInput as useNumberInput,
  UseNumberInputParameters,
} from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

export default function UseNumberInput() {
  const id = React.useId();
  const [guests, setGuests] = React.useState<number | null>(2);
  return (
    <Field>
      <Label htmlFor={id}>Guests</Label>
      <GuestsInput
        inputId={id}
        min={1}
        max={8}
        value={guests}
        onChange={(event, value) => setGuests(value)}
      />
      <Hint>Up to 8 guests per booking.</Hint>
    </Field>
  );
}

function GuestsInput(props: UseNumberInputParameters) {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput(props);

  return (
    <Root {...getRootProps()} data-focused={focused || undefined}>
      <StepButton {...getDecrementButtonProps({ 'aria-label': 'Remove a guest' })}>
        −
      </StepButton>
      <Input {...getInputProps({ role: 'spinbutton' })} />
      <StepButton {...getIncrementButtonProps({ 'aria-label': 'Add a guest' })}>
        +
      </StepButton>
    </Root>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 300: '#C7D0DD', 700: '#434D5B' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const Hint = styled('span')({ fontSize: '0.75rem' });

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  width: 160,
  padding: 4,
  boxSizing: 'border-box',
  color: '#1C2025',
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 8,
  '&[data-focused]': {
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: '#1C2025',
    borderColor: grey[700],
    '&[data-focused]': { boxShadow: `0 0 0 3px ${blue[900]}` },
  }),
}));

const Input = styled('input')({
  flexGrow: 1,
  minWidth: 0,
  fontFamily: 'inherit',
  fontSize: '1rem',
  textAlign: 'center',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 0,
});

const StepButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  fontSize: '1.125rem',
  lineHeight: 1,
  color: 'inherit',
  background: grey[50],
  border: `1px solid ${grey[100]}`,
  borderRadius: 6,
  cursor: 'pointer',
  '&:hover': { background: grey[100] },
  '&:disabled': { opacity: 0.4, cursor: 'default' },
  ...theme.applyStyles('dark', {
    background: '#303740',
    borderColor: grey[700],
    '&:hover': { background: grey[700] },
  }),
}));
