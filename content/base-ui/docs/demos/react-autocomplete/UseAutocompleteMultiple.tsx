import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { countries } from './countries';

export default function UseAutocompleteMultiple() {
  const {
    getRootProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    id,
  } = useAutocomplete({
    multiple: true,
    options: countries,
    getOptionLabel: (option) => option.label,
    defaultValue: [countries[9], countries[14]],
    disableCloseOnSelect: true,
  });

  return (
    <Field>
      {/* The listbox is labelled by the element with the id `${id}-label`. */}
      <Label id={`${id}-label`} htmlFor={id}>
        Shipping destinations
      </Label>
      <InputRoot {...getRootProps()} data-focused={focused || undefined}>
        {value.map((option, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              {option.label}
              <RemoveButton
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${option.label}`}
                onClick={onDelete}
              >
                ×
              </RemoveButton>
            </Tag>
          );
        })}
        <Input {...getInputProps()} />
      </InputRoot>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as typeof countries).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <Option key={key} {...optionProps}>
                {option.label}
              </Option>
            );
          })}
        </Listbox>
      ) : null}
    </Field>
  );
}

const blue = { 100: '#DAECFF', 200: '#99CCF3', 400: '#3399FF', 900: '#003A75' };
const grey = { 100: '#E5EAF2', 300: '#C7D0DD', 700: '#434D5B', 800: '#303740' };

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 360,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('label')({ fontWeight: 600 });

const InputRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  padding: 4,
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

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 2px 2px 8px',
  borderRadius: 6,
  background: grey[100],
  '&:focus': { outline: `2px solid ${blue[400]}` },
  ...theme.applyStyles('dark', { background: grey[800] }),
}));

const RemoveButton = styled('button')({
  padding: '0 4px',
  fontSize: '1rem',
  lineHeight: 1,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
});

const Input = styled('input')({
  flexGrow: 1,
  minWidth: 80,
  padding: '4px 8px',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 1.5,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 0,
});

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
    '&.Mui-focused': { background: grey[800] },
    '&[aria-selected="true"]': { background: blue[900], color: blue[100] },
  }),
}));
