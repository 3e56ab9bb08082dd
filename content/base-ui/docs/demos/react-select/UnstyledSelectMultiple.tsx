import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function UnstyledSelectMultiple() {
  const id = React.useId();
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        Toppings
      </Label>
      <Select
        multiple
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue={['mushrooms', 'olives']}
        placeholder="No toppings"
        slots={{ root: Button, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
      >
        <StyledOption value="mushrooms">Mushrooms</StyledOption>
        <StyledOption value="olives">Olives</StyledOption>
        <StyledOption value="peppers">Green peppers</StyledOption>
        <StyledOption value="onions">Red onions</StyledOption>
        <StyledOption value="cheese">Extra cheese</StyledOption>
      </Select>
    </Field>
  );
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 300: '#C7D0DD' };
const text = { light: '#1C2025', dark: '#C7D0DD' };
const surface = { light: '#fff', dark: '#1C2025', darkHover: '#303740' };
const border = { light: grey[300], dark: '#434D5B' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const Button = styled('button')(({ theme }) => ({
  width: 280,
  padding: '8px 12px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  textAlign: 'left',
  color: text.light,
  background: surface.light,
  border: `1px solid ${border.light}`,
  borderRadius: 8,
  cursor: 'pointer',
  '&:hover': { background: grey[50] },
  [`&.${selectClasses.focusVisible}`]: {
    outline: 0,
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    color: text.dark,
    background: surface.dark,
    borderColor: border.dark,
    '&:hover': { background: surface.darkHover },
  }),
}));

const Popup = styled('div')({ zIndex: 1 });

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 280,
  margin: '8px 0',
  padding: 6,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
  color: text.light,
  background: surface.light,
  border: `1px solid ${border.light}`,
  borderRadius: 12,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    color: text.dark,
    background: surface.dark,
    borderColor: border.dark,
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: { background: grey[100] },
  [`&.${optionClasses.selected}`]: {
    fontWeight: 600,
    background: blue[100],
    color: blue[900],
  },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  ...theme.applyStyles('dark', {
    [`&.${optionClasses.highlighted}`]: { background: surface.darkHover },
    [`&.${optionClasses.selected}`]: { background: blue[900], color: blue[100] },
  }),
}));
