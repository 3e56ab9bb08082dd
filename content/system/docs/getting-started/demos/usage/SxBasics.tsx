import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxBasics() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1,
        pr: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        width: 'fit-content',
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'bold',
        }}
      >
        PR
      </Box>
      <div>
        <Box sx={{ fontWeight: 'medium' }}>Fix focus ring on dark backgrounds</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>#4821 opened today</Box>
      </div>
    </Box>
  );
}
