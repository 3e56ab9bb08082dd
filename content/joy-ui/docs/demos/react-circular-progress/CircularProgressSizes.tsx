import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress size="sm" aria-label="Loading" />
      <CircularProgress size="md" aria-label="Loading" />
      <CircularProgress size="lg" aria-label="Loading" />
      <CircularProgress size="lg" thickness={2} aria-label="Loading" />
      <CircularProgress
        thickness={10}
        sx={{ '--CircularProgress-size': '80px' }}
        aria-label="Loading"
      />
    </Stack>
  );
}
