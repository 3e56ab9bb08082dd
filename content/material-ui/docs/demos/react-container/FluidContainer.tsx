import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function FluidContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          Fluid container with maxWidth=&quot;sm&quot;: it fills the available width, up to 600px,
          and stays centered.
        </Box>
      </Container>
    </Box>
  );
}
