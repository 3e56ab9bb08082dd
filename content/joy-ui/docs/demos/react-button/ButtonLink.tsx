import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function ButtonLink() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 320 }}>
      <Button
        component="a"
        href="/joy-ui/getting-started/installation/"
        variant="outlined"
        endDecorator={<ArrowForwardIcon />}
      >
        Install Joy UI
      </Button>
      <Button fullWidth color="neutral" variant="soft">
        Full-width button
      </Button>
      <Button disabled>Disabled</Button>
    </Box>
  );
}
