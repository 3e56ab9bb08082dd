import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxThemeAware() {
  return (
    <Box
      sx={{
        width: { xs: 1, sm: 1 / 2 },
        p: 2,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        boxShadow: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ typography: 'subtitle2', color: 'text.primary' }}>Storage</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
        38.2 GB of 50 GB used
      </Box>
    </Box>
  );
}
