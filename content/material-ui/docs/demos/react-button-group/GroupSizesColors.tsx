import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Small button group">
        <Button>Undo</Button>
        <Button>Redo</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Medium secondary button group">
        <Button>Undo</Button>
        <Button>Redo</Button>
      </ButtonGroup>
      <ButtonGroup
        size="large"
        variant="contained"
        color="success"
        aria-label="Large success button group"
      >
        <Button>Undo</Button>
        <Button>Redo</Button>
      </ButtonGroup>
    </Stack>
  );
}
