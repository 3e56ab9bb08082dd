import * as React from 'react';
import Box from '@mui/system/Box';

const widths: Array<{ value: number | string; label: string }> = [
  { value: 1 / 4, label: 'width: 1/4' },
  { value: 1 / 2, label: 'width: 1/2' },
  { value: 3 / 4, label: 'width: 3/4' },
  { value: 1, label: 'width: 1' },
  { value: 240, label: 'width: 240' },
  { value: 'auto', label: "width: 'auto'" },
];

export default function SizingWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 1 }}>
      {widths.map(({ value, label }) => (
        <Box
          key={label}
          sx={{
            width: value,
            p: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            fontFamily: 'monospace',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
