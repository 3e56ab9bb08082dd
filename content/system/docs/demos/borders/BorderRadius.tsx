import * as React from 'react';
import Box from '@mui/system/Box';

const radii: Array<number | string> = [0, 1, 2, 4, '50%', '16px 0'];

export default function BorderRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {radii.map((radius) => (
        <Box
          key={String(radius)}
          sx={{
            borderRadius: radius,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 96,
            height: 96,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: 'monospace',
          }}
        >
          {typeof radius === 'number' ? radius : `'${radius}'`}
        </Box>
      ))}
    </Box>
  );
}
