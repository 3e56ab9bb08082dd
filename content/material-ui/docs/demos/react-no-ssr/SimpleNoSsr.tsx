import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';

const boxSx = { p: 2, borderRadius: 1, color: 'primary.contrastText' } as const;

export default function SimpleNoSsr() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ ...boxSx, bgcolor: 'primary.main' }}>
        Server and client: this box is in the server-rendered HTML.
      </Box>
      <NoSsr>
        <Box sx={{ ...boxSx, bgcolor: 'secondary.main' }}>
          Client only: this box is added after the component has mounted.
        </Box>
      </NoSsr>
    </Box>
  );
}
