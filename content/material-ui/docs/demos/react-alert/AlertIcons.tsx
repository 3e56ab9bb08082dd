import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloudDoneIcon from '@mui/icons-material/CloudDone';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert icon={<CheckIcon fontSize="inherit" />} severity="success">
        A custom icon through the icon prop.
      </Alert>
      <Alert
        iconMapping={{ info: <CloudDoneIcon fontSize="inherit" /> }}
        severity="info"
      >
        The info icon replaced through iconMapping.
      </Alert>
      <Alert icon={false} severity="warning">
        No icon at all: icon set to false.
      </Alert>
    </Stack>
  );
}
