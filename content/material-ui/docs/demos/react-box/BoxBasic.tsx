import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box component="section" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      This section is a Box with padding and a border taken from the theme.
    </Box>
  );
}
