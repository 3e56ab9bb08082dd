import * as React from 'react';
import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

const boxStyle = {
  width: 200,
  p: 2,
  border: '4px solid',
  borderColor: 'primary.outlinedBorder',
  bgcolor: 'primary.softBg',
  color: 'primary.softColor',
  fontSize: 'sm',
} as const;

export default function BoxSizingBaseline() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ width: 200, height: 4, bgcolor: 'neutral.solidBg' }} />
      <Typography level="body-xs">The bar above is 200px wide.</Typography>
      <Box sx={{ ...boxStyle, boxSizing: 'content-box' }}>
        content-box (browser default): 240px in total
      </Box>
      <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
        <Box sx={boxStyle}>Inside ScopedCssBaseline: 200px in total</Box>
      </ScopedCssBaseline>
    </Box>
  );
}
