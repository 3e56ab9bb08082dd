import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertWithTitle() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Unsaved changes</AlertTitle>
        You have edits that are not saved yet. Save them before leaving this page.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Upload failed</AlertTitle>
        The file is larger than the 10 MB limit.
      </Alert>
    </Stack>
  );
}
