import * as React from 'react';
import { styled } from '@mui/system';

// No styles of its own: styled() is used here only to get the sx prop.
const Div = styled('div')``;

export default function SxOnStyledDiv() {
  return (
    <Div
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      A plain div that understands sx
    </Div>
  );
}
