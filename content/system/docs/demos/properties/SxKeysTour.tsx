import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxKeysTour() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 420,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'bold',
        }}
      >
        MK
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', color: 'text.primary' }}>
          Maya Kowalski
        </Box>
        <Box
          sx={{
            typography: 'body2',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          Reviewed your pull request and left three comments
        </Box>
      </Box>
    </Box>
  );
}
