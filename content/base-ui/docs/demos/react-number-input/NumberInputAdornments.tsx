import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function NumberInputAdornments() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Monthly budget</Label>
      <NumberInput
        id={id}
        defaultValue={500}
        min={0}
        step={50}
        startAdornment={<StartAdornment>$</StartAdornment>}
        endAdornment={<EndAdornment>USD</EndAdornment>}
        slots={{
          root: Root,
          input: Input,
          incrementButton: StepperButton,
          decrementButton: StepperButton,
        }}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '▴', 'aria-label': 'Increase by 50' },
          decrementButton: { children: '▾', 'aria-label': 'Decrease by 50' },
        }}
      />
    </Field>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 300: '#C7D0DD', 700: '#434D5B', 800: '#303740' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

// The root renders its children in this order: decrement button, increment button,
// start adornment, input, end adornment. The grid places each one explicitly.
const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto 24px',
  gridTemplateRows: '1fr 1fr',
  alignItems: 'center',
  columnGap: 8,
  width: 240,
  padding: '4px 4px 4px 12px',
  boxSizing: 'border-box',
  color: '#1C2025',
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 8,
  [`&.${numberInputClasses.focused}`]: {
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: '#1C2025',
    borderColor: grey[700],
    [`&.${numberInputClasses.focused}`]: { boxShadow: `0 0 0 3px ${blue[900]}` },
  }),
}));

const Adornment = styled('span')(({ theme }) => ({
  gridRow: '1 / 3',
  color: '#5F6C80',
  ...theme.applyStyles('dark', { color: '#B0B8C4' }),
}));

const StartAdornment = styled(Adornment)({ gridColumn: 1 });

const EndAdornment = styled(Adornment)({ gridColumn: 3 });

const Input = styled('input')({
  gridColumn: 2,
  gridRow: '1 / 3',
  minWidth: 0,
  padding: '4px 0',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 1.5,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 0,
});

const StepperButton = styled('button')(({ theme }) => ({
  gridColumn: 4,
  width: 24,
  height: 16,
  padding: 0,
  fontSize: '0.75rem',
  lineHeight: 1,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  '&:hover': { background: grey[50] },
  '&:disabled': { opacity: 0.4, cursor: 'default' },
  [`&.${numberInputClasses.incrementButton}`]: { gridRow: 1 },
  [`&.${numberInputClasses.decrementButton}`]: { gridRow: 2 },
  ...theme.applyStyles('dark', { '&:hover': { background: grey[800] } }),
}));
