import * as React from 'react';
import Box from '@mui/system/Box';

const layer = {
  position: 'absolute',
  width: 200,
  p: 2,
  borderRadius: 1,
  boxShadow: 2,
  fontFamily: 'monospace',
} as const;

export default function ZIndex() {
  return (
    <Box sx={{ position: 'relative', height: 150 }}>
      <Box
        sx={{
          ...layer,
          top: 16,
          left: '20%',
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        zIndex: tooltip (1500)
      </Box>
      <Box
        sx={{
          ...layer,
          top: 56,
          left: '36%',
          zIndex: 'modal',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        zIndex: modal (1300)
      </Box>
    </Box>
  );
}
