import * as React from 'react';
import Box from '@mui/system/Box';

const panel = {
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'text.primary',
  p: 1.5,
  fontFamily: 'monospace',
} as const;

export default function DisplayResponsive() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ ...panel, display: { xs: 'block', sm: 'none' } }}>
        Shown below sm (under 600px): display: {'{'} xs: 'block', sm: 'none' {'}'}
      </Box>
      <Box sx={{ ...panel, display: { xs: 'none', sm: 'block', md: 'none' } }}>
        Shown from sm to md (600px to 899px)
      </Box>
      <Box sx={{ ...panel, display: { xs: 'none', md: 'block' } }}>
        Shown from md (900px) upward: display: {'{'} xs: 'none', md: 'block' {'}'}
      </Box>
      <Box sx={{ ...panel, displayPrint: 'none' }}>
        Always on screen, left out when the page is printed: displayPrint: 'none'
      </Box>
    </Box>
  );
}
