import * as React from 'react';
import Box from '@mui/system/Box';

const line = {
  p: 1,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
} as const;

export default function TextAlignTransform() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ ...line, textAlign: 'left' }}>textAlign: left</Box>
      <Box sx={{ ...line, textAlign: 'center' }}>textAlign: center</Box>
      <Box sx={{ ...line, textAlign: { xs: 'left', sm: 'right' } }}>
        textAlign: left, then right from sm
      </Box>
      <Box sx={{ ...line, textTransform: 'uppercase', letterSpacing: 2 }}>
        textTransform: uppercase, letterSpacing: 2
      </Box>
      <Box sx={{ ...line, lineHeight: 2 }}>
        lineHeight: 2 gives this long sentence room between its lines once it wraps
        on a narrow screen, because a unitless line height scales with the font size.
      </Box>
    </Box>
  );
}
