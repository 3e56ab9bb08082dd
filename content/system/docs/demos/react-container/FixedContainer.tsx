import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function FixedContainer() {
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'text.secondary', py: 2 }}>
      <Container fixed>
        <Box
          sx={{
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'text.primary',
            p: 2,
          }}
        >
          fixed: the width jumps from one breakpoint value to the next
        </Box>
      </Container>
    </Box>
  );
}
