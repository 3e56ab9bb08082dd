import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearIndeterminate() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <LinearProgress aria-label="Loading" />
      <LinearProgress color="secondary" aria-label="Loading" />
      <LinearProgress variant="query" aria-label="Preparing" />
    </Stack>
  );
}
