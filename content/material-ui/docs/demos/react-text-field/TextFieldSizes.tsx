import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={2}>
        <TextField label="Small" size="small" defaultValue="Compact" />
        <TextField label="Medium" defaultValue="Default" />
      </Stack>
      <TextField label="Full width" fullWidth />
      <TextField label="Secondary color" color="secondary" focused />
    </Stack>
  );
}
