import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, md: 3 },
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {['One', 'Two', 'Three'].map((label) => (
        <Box
          key={label}
          sx={{
            flex: 1,
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            textAlign: 'center',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
