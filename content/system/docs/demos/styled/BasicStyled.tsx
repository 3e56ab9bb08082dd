import * as React from 'react';
import { styled } from '@mui/system';

const Kbd = styled('kbd')({
  display: 'inline-block',
  minWidth: 24,
  padding: '2px 6px',
  border: '1px solid #8c959f',
  borderBottomWidth: 3,
  borderRadius: 6,
  backgroundColor: '#f6f8fa',
  color: '#1f2328',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
  textAlign: 'center',
});

export default function BasicStyled() {
  return (
    <div>
      <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> opens the search.
    </div>
  );
}
