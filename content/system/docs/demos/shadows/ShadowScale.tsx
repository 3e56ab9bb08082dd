import * as React from 'react';
import Box from '@mui/system/Box';

const elevations = [0, 1, 2, 3, 4, 8, 12, 16, 24];

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 2,
      }}
    >
      {elevations.map((elevation) => (
        <Box
          key={elevation}
          sx={{
            boxShadow: elevation,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            height: 72,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: 'monospace',
          }}
        >
          {`boxShadow: ${elevation}`}
        </Box>
      ))}
    </Box>
  );
}
