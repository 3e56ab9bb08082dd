import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

export default function UseInput() {
  const [value, setValue] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event) => setValue(event.target.value),
    inputRef,
  });
  const clear = () => {
    setValue('');
    // The button disappears once the field is empty: move focus back to the input.
    inputRef.current?.focus();
  };

  return (
    <Root {...getRootProps()} data-focused={focused || undefined}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
        />
      </svg>
      <Input
        {...getInputProps({
          'aria-label': 'Search orders',
          placeholder: 'Search orders',
        })}
      />
      {value ? (
        <ClearButton type="button" onClick={clear}>
          Clear
        </ClearButton>
      ) : null}
    </Root>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 700: '#0059B2', 900: '#003A75' };
const grey = { 300: '#C7D0DD', 500: '#9DA8B7', 600: '#5F6C80', 700: '#434D5B' };

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 320,
  height: 40,
  padding: '0 8px 0 12px',
  boxSizing: 'border-box',
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
  color: grey[600],
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  borderRadius: 20,
  cursor: 'text',
  '&[data-focused]': {
    borderColor: blue[400],
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    color: grey[500],
    background: '#1C2025',
    borderColor: grey[700],
    '&[data-focused]': { boxShadow: `0 0 0 3px ${blue[900]}` },
  }),
}));

const Input = styled('input')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  color: '#1C2025',
  background: 'transparent',
  border: 0,
  outline: 0,
  '&::placeholder': { color: grey[600], opacity: 1 },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&::placeholder': { color: grey[500] },
  }),
}));

const ClearButton = styled('button')(({ theme }) => ({
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
