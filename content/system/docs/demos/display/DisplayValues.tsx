import * as React from 'react';
import Box from '@mui/system/Box';

const chip = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  p: 1,
  m: 0.5,
  fontFamily: 'monospace',
} as const;

export default function DisplayValues() {
  return (
    <div>
      <Box sx={{ display: 'inline', ...chip }}>display: inline</Box>
      <Box sx={{ display: 'inline', ...chip }}>display: inline</Box>
      <Box sx={{ display: 'block', ...chip }}>display: block</Box>
      <Box sx={{ display: 'block', ...chip }}>display: block</Box>
      <Box sx={{ display: 'inline-block', width: 180, ...chip }}>
        display: inline-block
      </Box>
      <Box sx={{ display: 'inline-block', width: 180, ...chip }}>
        display: inline-block
      </Box>
    </div>
  );
}
