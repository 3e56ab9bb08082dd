import * as React from 'react';
import Box from '@mui/system/Box';

const heights: Array<{ value: number | string; label: string }> = [
  { value: 1 / 4, label: '1/4' },
  { value: 1 / 2, label: '1/2' },
  { value: 3 / 4, label: '3/4' },
  { value: 1, label: '1' },
  { value: 40, label: '40' },
];

export default function SizingHeight() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        height: 160,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {heights.map(({ value, label }) => (
        <Box
          key={label}
          sx={{
            height: value,
            minWidth: 56,
            p: 0.5,
            boxSizing: 'border-box',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            borderRadius: 1,
            fontFamily: 'monospace',
            textAlign: 'center',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
