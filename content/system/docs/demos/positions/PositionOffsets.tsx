import * as React from 'react';
import Box from '@mui/system/Box';

const badge = {
  position: 'absolute',
  px: 1,
  borderRadius: 1,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: 12,
  fontFamily: 'monospace',
} as const;

export default function PositionOffsets() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 140,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ ...badge, top: 8, left: 8 }}>top: 8, left: 8</Box>
      <Box sx={{ ...badge, top: 8, right: 8 }}>top: 8, right: 8</Box>
      <Box sx={{ ...badge, bottom: 8, left: '50%', transform: 'translateX(-50%)' }}>
        bottom: 8, left: 50%
      </Box>
      <Box sx={{ ...badge, top: '40%', left: 8 }}>top: 40%</Box>
    </Box>
  );
}
