import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container fixed>
        <Box
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          Fixed container: its max-width jumps to the minimum width of the current breakpoint
          (600px, 900px, 1200px or 1536px) instead of growing smoothly.
        </Box>
      </Container>
    </Box>
  );
}
