import * as React from 'react';
import { TextareaAutosize as BaseTextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function UnstyledTextareaIntroduction() {
  const id = React.useId();
  return (
    <div>
      <Label htmlFor={id}>Release notes</Label>
      <TextareaAutosize
        id={id}
        minRows={3}
        maxRows={6}
        placeholder="Type a few lines: the field grows up to six rows, then scrolls."
      />
    </div>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 800: '#004C99' };
const grey = {
  200: '#DAE2ED',
  300: '#C7D0DD',
  600: '#6B7A90',
  700: '#434D5B',
  900: '#1C2025',
};

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const TextareaAutosize = styled(BaseTextareaAutosize)(({ theme }) => ({
  display: 'block',
  width: 320,
  boxSizing: 'border-box',
  resize: 'none',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 12px',
  borderRadius: 8,
  color: grey[900],
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  outline: 0,
  '&::placeholder': { color: grey[600] },
  '&:hover, &:focus': { borderColor: blue[500] },
  '&:focus': { boxShadow: `0 0 0 3px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    color: grey[200],
    background: grey[900],
    borderColor: grey[700],
    '&::placeholder': { color: grey[300] },
    '&:focus': { boxShadow: `0 0 0 3px ${blue[800]}` },
  }),
}));
