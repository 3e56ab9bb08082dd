import * as React from 'react';
import Box from '@mui/system/Box';

export default function ShadowHover() {
  return (
    <Box
      component="a"
      href="#interaction"
      sx={{
        display: 'block',
        maxWidth: 280,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        boxShadow: 1,
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-visible': { boxShadow: 6 },
      }}
    >
      <Box sx={{ fontWeight: 'bold', mb: 0.5 }}>Release notes</Box>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
        Point at or focus this card: its shadow goes from 1 to 6.
      </Box>
    </Box>
  );
}
