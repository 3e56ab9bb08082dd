import * as React from 'react';
import Box from '@mui/material/Box';

/** A keyboard key, drawn like a keycap. */
export function Kbd({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 24,
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}
