import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { ContainerProps } from '@mui/material/Container';

const sizes: Array<ContainerProps['maxWidth']> = ['xs', 'sm', 'md', false];

export default function ContainerMaxWidths() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'action.hover', py: 2 }}>
      {sizes.map((size) => (
        <Container key={String(size)} maxWidth={size}>
          <Box
            sx={{
              p: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              typography: 'body2',
            }}
          >
            maxWidth={size === false ? 'false' : `"${size}"`}
          </Box>
        </Container>
      ))}
    </Box>
  );
}
