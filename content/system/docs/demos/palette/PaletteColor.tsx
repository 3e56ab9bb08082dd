import * as React from 'react';
import Box from '@mui/system/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'success.main',
  'text.primary',
  'text.secondary',
];

export default function PaletteColor() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {colors.map((color) => (
        <Box key={color} sx={{ color, fontFamily: 'monospace', fontWeight: 'bold' }}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
