import * as React from 'react';
import Box from '@mui/system/Box';

const swatches = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'error.dark', color: 'error.contrastText' },
  { bgcolor: 'success.main', color: 'success.contrastText' },
  { bgcolor: 'text.primary', color: 'background.paper' },
  { bgcolor: 'background.paper', color: 'text.primary' },
];

export default function PaletteBackground() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {swatches.map((swatch) => (
        <Box
          key={swatch.bgcolor}
          sx={{
            ...swatch,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
          }}
        >
          {swatch.bgcolor}
        </Box>
      ))}
    </Box>
  );
}
