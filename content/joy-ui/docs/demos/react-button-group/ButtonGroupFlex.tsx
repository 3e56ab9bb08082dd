import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupFlex() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <ButtonGroup buttonFlex={1} aria-label="Dialog actions, stretched">
        <Button>Cancel</Button>
        <Button>Save as draft</Button>
        <Button variant="solid" color="primary">
          Publish
        </Button>
      </ButtonGroup>
      <ButtonGroup spacing="0.5rem" variant="soft" aria-label="Filters, spaced">
        <Button>All</Button>
        <Button>Open</Button>
        <Button>Closed</Button>
      </ButtonGroup>
    </Stack>
  );
}
