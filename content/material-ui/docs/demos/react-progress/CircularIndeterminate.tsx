import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularIndeterminate() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
      <CircularProgress color="secondary" aria-label="Loading" />
      <CircularProgress color="success" size={24} aria-label="Loading" />
      <CircularProgress size={56} thickness={5} aria-label="Loading" />
      <CircularProgress disableShrink aria-label="Loading" />
    </Stack>
  );
}
