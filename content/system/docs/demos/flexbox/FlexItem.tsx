import * as React from 'react';
import Box from '@mui/system/Box';

const cell = {
  p: 1,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'text.primary',
  fontFamily: 'monospace',
} as const;

export default function FlexItem() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        height: 120,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ ...cell, order: 2 }}>order: 2</Box>
      <Box sx={{ ...cell, flexGrow: 1 }}>flexGrow: 1 (first in source)</Box>
      <Box sx={{ ...cell, alignSelf: 'flex-end' }}>alignSelf: flex-end</Box>
      <Box sx={{ ...cell, flexShrink: 0, flexBasis: 120 }}>flexBasis: 120</Box>
    </Box>
  );
}
