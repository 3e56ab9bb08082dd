import * as React from 'react';
import Box from '@mui/system/Box';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'];

export default function BorderAdditive() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {sides.map((side) => (
        <Box
          key={side}
          sx={{
            [side]: 1,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
            color: 'text.primary',
            width: 120,
            py: 2,
            textAlign: 'center',
            fontFamily: 'monospace',
          }}
        >
          {`${side}: 1`}
        </Box>
      ))}
    </Box>
  );
}
