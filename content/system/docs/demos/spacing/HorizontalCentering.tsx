import * as React from 'react';
import Box from '@mui/system/Box';

export default function HorizontalCentering() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 2 }}>
      <Box
        sx={{
          width: 240,
          mx: 'auto',
          p: 1,
          textAlign: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
        }}
      >
        {"width: 240, mx: 'auto'"}
      </Box>
      <Box
        sx={{
          width: 240,
          mt: 2,
          ml: 'auto',
          mr: 2,
          p: 1,
          textAlign: 'center',
          border: 1,
          borderColor: 'primary.main',
          color: 'text.primary',
          borderRadius: 1,
        }}
      >
        {"ml: 'auto', mr: 2"}
      </Box>
    </Box>
  );
}
