import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

export default function UseSelect() {
  const labelId = React.useId();
  const {
    contextValue,
    getButtonProps,
    getHiddenInputProps,
    getListboxProps,
    open,
    value,
  } = useSelect<string, false>({ defaultValue: 'medium', name: 'priority' });
  const selected = priorities.find((priority) => priority.value === value);

  return (
    <Root>
      <Label id={labelId}>Priority</Label>
      <Button {...getButtonProps({ 'aria-labelledby': labelId })}>
        {selected?.label ?? 'None'}
      </Button>
      {/* Holds the value for form submission, like a native select would. */}
      <input {...getHiddenInputProps()} />
      <Listbox {...getListboxProps({ 'aria-labelledby': labelId })} hidden={!open}>
        <SelectProvider value={contextValue}>
          {priorities.map((priority) => (
            <CustomOption key={priority.value} {...priority} />
          ))}
        </SelectProvider>
      </Listbox>
    </Root>
  );
}

function CustomOption({ value, label }: { value: string; label: string }) {
  const { getRootProps } = useOption({ value, label, disabled: false });
  return <Option {...getRootProps()}>{label}</Option>;
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 50: '#F3F6F9', 100: '#E5EAF2', 300: '#C7D0DD' };
const text = { light: '#1C2025', dark: '#C7D0DD' };
const surface = { light: '#fff', dark: '#1C2025', darkHover: '#303740' };
const border = { light: grey[300], dark: '#434D5B' };

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 200,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('span')({ fontWeight: 600 });

const Button = styled('button')(({ theme }) => ({
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
  '&[aria-expanded="true"]': { borderColor: blue[400] },
  '&:focus-visible': {
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

const Listbox = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 6,
  color: text.light,
  background: surface.light,
  border: `1px solid ${border.light}`,
  borderRadius: 12,
  ...theme.applyStyles('dark', {
    color: text.dark,
    background: surface.dark,
    borderColor: border.dark,
  }),
}));

const Option = styled('li')(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  '&:hover, &:focus': { outline: 0, background: grey[100] },
  '&[aria-selected="true"]': { background: blue[100], color: blue[900] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  ...theme.applyStyles('dark', {
    '&:hover, &:focus': { background: surface.darkHover },
    '&[aria-selected="true"]': { background: blue[900], color: blue[100] },
  }),
}));
