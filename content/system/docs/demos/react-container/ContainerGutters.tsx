import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

const content = {
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  p: 1,
} as const;

export default function ContainerGutters() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        border: '1px dashed',
        borderColor: 'text.secondary',
        py: 2,
      }}
    >
      <Container maxWidth="sm">
        <Box sx={content}>With gutters (default)</Box>
      </Container>
      <Container maxWidth="sm" disableGutters>
        <Box sx={content}>disableGutters</Box>
      </Container>
    </Box>
  );
}
