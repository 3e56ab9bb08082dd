import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function UnstyledSelectControlled() {
  const id = React.useId();
  const [value, setValue] = React.useState<string | null>('weekly');
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        Email digest
      </Label>
      <Row>
        <Select
          id={id}
          aria-labelledby={`${id}-label`}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          placeholder="Never"
          slots={{ root: Button, listbox: Listbox, popup: Popup }}
          slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
        >
          <StyledOption value="daily">Daily</StyledOption>
          <StyledOption value="weekly">Weekly</StyledOption>
          <StyledOption value="monthly">Monthly</StyledOption>
        </Select>
        <ClearButton type="button" onClick={() => setValue(null)}>
          Clear
        </ClearButton>
      </Row>
      <Value>
        Value: <code>{value === null ? 'null' : `'${value}'`}</code>
      </Value>
    </Field>
  );
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 300: '#C7D0DD', 700: '#434D5B' };
const text = { light: '#1C2025', dark: '#C7D0DD' };
const surface = { light: '#fff', dark: '#1C2025', darkHover: '#303740' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Row = styled('div')({ display: 'flex', gap: 8 });

const Label = styled('label')({ fontWeight: 600 });

const Value = styled('p')({ margin: '4px 0 0' });

const Button = styled('button')(({ theme }) => ({
  width: 200,
  padding: '8px 12px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  textAlign: 'left',
  color: text.light,
  background: surface.light,
  border: `1px solid ${grey[300]}`,
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
    borderColor: grey[700],
    '&:hover': { background: surface.darkHover },
  }),
}));

const ClearButton = styled('button')(({ theme }) => ({
  padding: '8px 12px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: text.light,
  background: grey[50],
  border: `1px solid ${grey[300]}`,
  borderRadius: 8,
  cursor: 'pointer',
  '&:hover': { background: grey[100] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  ...theme.applyStyles('dark', {
    color: text.dark,
    background: surface.dark,
    borderColor: grey[700],
    '&:hover': { background: surface.darkHover },
  }),
}));

const Popup = styled('div')({ zIndex: 1 });

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 200,
  margin: '8px 0',
  padding: 6,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
  color: text.light,
  background: surface.light,
  border: `1px solid ${grey[300]}`,
  borderRadius: 12,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    color: text.dark,
    background: surface.dark,
    borderColor: grey[700],
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: { background: grey[100] },
  [`&.${optionClasses.selected}`]: { background: blue[100], color: blue[900] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  ...theme.applyStyles('dark', {
    [`&.${optionClasses.highlighted}`]: { background: surface.darkHover },
    [`&.${optionClasses.selected}`]: { background: blue[900], color: blue[100] },
  }),
}));
