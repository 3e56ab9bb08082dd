import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function DisableElevation() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup
        disableElevation
        variant="contained"
        aria-label="Button group without shadow"
      >
        <Button>Save</Button>
        <Button>Save as…</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" fullWidth aria-label="Full-width button group">
        <Button>Cancel</Button>
        <Button disabled>Publish</Button>
      </ButtonGroup>
    </Stack>
  );
}
