import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 120,
        height: 120,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        typography: 'button',
        boxShadow: 2,
        transition: (theme) => theme.transitions.create('background-color'),
        '&:hover': {
          bgcolor: 'primary.dark',
        },
      }}
    >
      Hover me
    </Box>
  );
}
