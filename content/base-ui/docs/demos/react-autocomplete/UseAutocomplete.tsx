import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { countries, Country } from './countries';

export default function UseAutocomplete() {
  const [value, setValue] = React.useState<Country | null>(null);
  const {
    getRootProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    focused,
    id,
  } = useAutocomplete({
    options: countries,
    getOptionLabel: (option) => option.label,
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <Field>
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <Label id={`${id}-label`} htmlFor={id}>
        Country
      </Label>
      <InputRoot {...getRootProps()} data-focused={focused || undefined}>
        <Input {...getInputProps()} placeholder="Start typing a country" />
      </InputRoot>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as Country[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <Option key={key} {...optionProps}>
                {option.label}
              </Option>
            );
          })}
        </Listbox>
      ) : null}
      <Value>Value: {value ? `${value.label} (${value.code})` : 'none'}</Value>
    </Field>
  );
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 100: '#E5EAF2', 300: '#C7D0DD', 500: '#9DA8B7', 700: '#434D5B' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 320,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const InputRoot = styled('div')(({ theme }) => ({
  display: 'flex',
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

const Input = styled('input')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  padding: '8px 12px',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 1.5,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 0,
  '&::placeholder': { color: '#5F6C80', opacity: 1 },
  ...theme.applyStyles('dark', { '&::placeholder': { color: grey[500] } }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  maxHeight: 200,
  overflow: 'auto',
  margin: 0,
  padding: 6,
  color: '#1C2025',
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 12,
  ...theme.applyStyles('dark', {
    color: grey[300],
    background: '#1C2025',
    borderColor: grey[700],
  }),
}));

// The hook adds the Mui-focused class to the highlighted option.
const Option = styled('li')(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  '&.Mui-focused': { background: grey[100] },
  '&[aria-selected="true"]': { background: blue[100], color: blue[900] },
  ...theme.applyStyles('dark', {
    '&.Mui-focused': { background: '#303740' },
    '&[aria-selected="true"]': { background: blue[900], color: blue[100] },
  }),
}));

const Value = styled('p')({ margin: '4px 0 0' });
