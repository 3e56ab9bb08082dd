import * as React from 'react';
import Box from '@mui/system/Box';

const cell = {
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.primary',
  fontFamily: 'monospace',
} as const;

export default function GridItemPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gridAutoRows: 'minmax(48px, auto)',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Box sx={{ ...cell, gridColumn: 'span 2' }}>gridColumn: span 2</Box>
      <Box sx={cell}>auto</Box>
      <Box sx={{ ...cell, gridRow: 'span 2' }}>gridRow: span 2</Box>
      <Box sx={{ ...cell, gridColumn: '1 / -2' }}>gridColumn: 1 / -2</Box>
      <Box sx={cell}>auto</Box>
      <Box sx={{ ...cell, gridColumn: '2 / 4' }}>gridColumn: 2 / 4</Box>
    </Box>
  );
}
