import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function FluidContainer() {
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'text.secondary', py: 2 }}>
      <Container maxWidth="sm">
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            p: 2,
          }}
        >
          {'maxWidth="sm": up to 600px wide, centered, with side padding'}
        </Box>
      </Container>
    </Box>
  );
}
