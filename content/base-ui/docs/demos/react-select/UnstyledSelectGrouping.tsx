import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, OptionGroupProps } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';

export default function UnstyledSelectGrouping() {
  const id = React.useId();
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        Time zone
      </Label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        defaultValue="Europe/Paris"
        slots={{ root: Button, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
      >
        <Group label="Americas">
          <StyledOption value="America/New_York">New York</StyledOption>
          <StyledOption value="America/Chicago">Chicago</StyledOption>
          <StyledOption value="America/Los_Angeles">Los Angeles</StyledOption>
        </Group>
        <Group label="Europe">
          <StyledOption value="Europe/London">London</StyledOption>
          <StyledOption value="Europe/Paris">Paris</StyledOption>
          <StyledOption value="Europe/Berlin">Berlin</StyledOption>
        </Group>
        <Group label="Asia and Pacific">
          <StyledOption value="Asia/Tokyo">Tokyo</StyledOption>
          <StyledOption value="Asia/Singapore">Singapore</StyledOption>
          <StyledOption value="Australia/Sydney">Sydney</StyledOption>
        </Group>
      </Select>
    </Field>
  );
}

// OptionGroup renders an `li` holding a label and a nested list. The roles expose the
// nested list as a named group of options to assistive technologies.
function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const labelId = React.useId();
  const slotProps: OptionGroupProps['slotProps'] = {
    root: { role: 'none' },
    label: { id: labelId },
    list: { role: 'group', 'aria-labelledby': labelId },
  };
  return (
    <StyledGroup label={label} slotProps={slotProps}>
      {children}
    </StyledGroup>
  );
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 300: '#C7D0DD', 400: '#B0B8C4' };
const muted = { light: '#434D5B', dark: '#B0B8C4' };
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
  width: 240,
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
  width: 240,
  maxHeight: 260,
  overflow: 'auto',
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

const StyledGroup = styled(OptionGroup)(({ theme }) => ({
  listStyle: 'none',
  '& > span': {
    display: 'block',
    padding: '12px 8px 4px',
    fontSize: '0.75rem',
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    color: muted.light,
  },
  '& > ul': { padding: 0 },
  ...theme.applyStyles('dark', { '& > span': { color: muted.dark } }),
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
