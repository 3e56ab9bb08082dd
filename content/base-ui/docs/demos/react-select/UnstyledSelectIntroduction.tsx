import * as React from 'react';
import {
  Select as BaseSelect,
  SelectProps,
  SelectRootSlotProps,
  selectClasses,
} from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function UnstyledSelectIntroduction() {
  const id = React.useId();
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        Shipping method
      </Label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        placeholder="Choose a method…"
        slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
      >
        <Option value="standard">Standard (3–5 business days)</Option>
        <Option value="express">Express (1–2 business days)</Option>
        <Option value="overnight">Overnight</Option>
        <Option value="pickup" disabled>
          Store pickup (unavailable)
        </Option>
      </Select>
    </Field>
  );
}

function Select<Value extends {}>(props: SelectProps<Value, false>) {
  return (
    <BaseSelect
      {...props}
      slots={{ root: SelectButton, listbox: Listbox, popup: Popup, ...props.slots }}
    />
  );
}

// A custom root slot: it receives the props Base UI computed for the button,
// including `ownerState`, which must not reach the DOM.
const SelectButton = React.forwardRef(function SelectButton(
  props: Omit<SelectRootSlotProps<{}, false>, 'ref'>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <Button type="button" {...other} ref={ref}>
      <span>{other.children}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 5.83 15.17 9l1.41-1.41L12 3 7.41 7.59 8.83 9zm0 12.34L8.83 15l-1.41 1.41L12 21l4.59-4.59L15.17 15z"
        />
      </svg>
    </Button>
  );
});

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  300: '#C7D0DD',
  400: '#B0B8C4',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'IBM Plex Sans, sans-serif',
});

const Label = styled('label')({ fontSize: '0.875rem', fontWeight: 600 });

const Button = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: 300,
  padding: '8px 12px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  textAlign: 'left',
  color: grey[900],
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 8,
  boxShadow: '0 2px 4px rgba(0, 0, 0, 0.05)',
  cursor: 'pointer',
  '&:hover': { background: grey[50] },
  [`&.${selectClasses.focusVisible}`]: {
    outline: 0,
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  [`&.${selectClasses.expanded}`]: { borderColor: blue[400] },
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: grey[900],
    borderColor: grey[700],
    '&:hover': { background: grey[800] },
    [`&.${selectClasses.focusVisible}`]: { boxShadow: `0 0 0 3px ${blue[900]}` },
  }),
}));

const Popup = styled('div')({ zIndex: 1 });

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 300,
  margin: '8px 0',
  padding: 6,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
  color: grey[900],
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  borderRadius: 12,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: grey[900],
    borderColor: grey[700],
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.5)',
  }),
}));

const Option = styled(BaseOption)(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: { background: grey[100] },
  [`&.${optionClasses.selected}`]: { background: blue[100], color: blue[900] },
  [`&.${optionClasses.disabled}`]: { color: grey[400] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  ...theme.applyStyles('dark', {
    [`&.${optionClasses.highlighted}`]: { background: grey[800] },
    [`&.${optionClasses.selected}`]: { background: blue[900], color: blue[100] },
    [`&.${optionClasses.disabled}`]: { color: grey[700] },
    '&:focus-visible': { outline: `3px solid ${blue[900]}` },
  }),
}));
