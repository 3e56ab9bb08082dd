import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipInvertedColors() {
  return (
    <Sheet
      variant="soft"
      color="primary"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', maxWidth: 420, mx: 'auto' }}
    >
      <Typography level="title-md">Delete this project?</Typography>
      <Typography level="body-md" sx={{ mt: 0.5, mb: 2 }}>
        Its 14 boards and their history will be removed for every member.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined">Keep project</Button>
        <Button variant="solid" color="danger">
          Delete (inverted)
        </Button>
        <Button variant="solid" color="danger" data-skip-inverted-colors="">
          Delete (skipped)
        </Button>
      </Box>
    </Sheet>
  );
}
