import * as React from 'react';
import Box from '@mui/system/Box';

export default function OverviewStat() {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        boxShadow: 1,
        borderRadius: 2,
        p: 2,
        minWidth: 300,
        display: 'inline-block',
      }}
    >
      <Box sx={{ color: 'text.secondary' }}>Sessions</Box>
      <Box sx={{ color: 'text.primary', fontSize: 34, fontWeight: 'medium' }}>
        98.3 K
      </Box>
      <Box
        component="span"
        sx={{
          color: 'success.main',
          display: 'inline',
          fontWeight: 'bold',
          mx: 0.5,
        }}
      >
        +18.7%
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
        vs. last week
      </Box>
    </Box>
  );
}
