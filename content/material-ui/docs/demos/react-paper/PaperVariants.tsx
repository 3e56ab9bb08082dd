import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const boxSx = {
  width: 120,
  height: 120,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  typography: 'body2',
} as const;

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Paper sx={boxSx}>elevation (default)</Paper>
      <Paper variant="outlined" sx={boxSx}>
        outlined
      </Paper>
      <Paper square sx={boxSx}>
        square
      </Paper>
      <Paper variant="outlined" square sx={boxSx}>
        outlined square
      </Paper>
    </Stack>
  );
}
