import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label="Grows (max 4 rows)"
        multiline
        maxRows={4}
        sx={{ width: '25ch' }}
      />
      <TextField
        label="Fixed 4 rows"
        multiline
        rows={4}
        defaultValue="A fixed height: longer text scrolls inside the field."
        sx={{ width: '25ch' }}
      />
      <TextField
        label="At least 2 rows"
        multiline
        minRows={2}
        variant="filled"
        sx={{ width: '25ch' }}
      />
    </Stack>
  );
}
