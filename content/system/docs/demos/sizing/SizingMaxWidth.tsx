import * as React from 'react';
import Box from '@mui/system/Box';

export default function SizingMaxWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          maxWidth: 'sm',
          p: 1.5,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        {
          "maxWidth: 'sm' reads theme.breakpoints.values.sm: this box stops at 600px."
        }
      </Box>
      <Box
        sx={{
          maxWidth: 1 / 2,
          minWidth: 200,
          p: 1.5,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        maxWidth: 1/2 with minWidth: 200
      </Box>
    </Box>
  );
}
