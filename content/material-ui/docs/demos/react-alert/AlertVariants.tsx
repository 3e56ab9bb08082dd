import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="outlined" severity="success">
        Outlined: the backup finished.
      </Alert>
      <Alert variant="outlined" severity="info">
        Outlined: sync runs every 15 minutes.
      </Alert>
      <Alert variant="outlined" severity="warning">
        Outlined: this link expires tomorrow.
      </Alert>
      <Alert variant="filled" severity="error">
        Filled: the server is not responding.
      </Alert>
    </Stack>
  );
}
