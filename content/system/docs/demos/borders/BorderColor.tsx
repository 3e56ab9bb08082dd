import * as React from 'react';
import Box from '@mui/system/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'warning.main',
  'success.main',
  'text.primary',
  'divider',
];

export default function BorderColor() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            border: 2,
            borderColor: color,
            borderRadius: 1,
            color: 'text.primary',
            px: 2,
            py: 1.5,
            fontFamily: 'monospace',
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
