import * as React from 'react';
import Box from '@mui/system/Box';

const area = {
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'primary.main',
  color: 'text.primary',
} as const;

export default function GridTemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '160px 1fr',
        gridTemplateRows: 'auto 120px auto',
        gridTemplateAreas: `"header header"
          "sidebar main"
          "footer footer"`,
        gap: 1,
      }}
    >
      <Box sx={{ ...area, gridArea: 'header' }}>Header</Box>
      <Box sx={{ ...area, gridArea: 'sidebar' }}>Sidebar</Box>
      <Box sx={{ ...area, gridArea: 'main' }}>Main content</Box>
      <Box sx={{ ...area, gridArea: 'footer' }}>Footer</Box>
    </Box>
  );
}
