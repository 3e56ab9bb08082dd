import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={
        <Box sx={{ alignSelf: 'stretch', borderLeft: 1, borderColor: 'divider' }} />
      }
      sx={{ color: 'text.primary' }}
    >
      <span>12 files</span>
      <span>348 additions</span>
      <span>91 deletions</span>
    </Stack>
  );
}
