import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressIndeterminate() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <LinearProgress size="sm" aria-label="Loading" />
      <LinearProgress size="md" aria-label="Loading" />
      <LinearProgress size="lg" aria-label="Loading" />
      <LinearProgress thickness={16} variant="outlined" aria-label="Loading" />
    </Stack>
  );
}
