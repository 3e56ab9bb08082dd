import * as React from 'react';
import Box from '@mui/material/Box';
import Hidden from '@mui/material/Hidden';
import Stack from '@mui/material/Stack';

const boxSx = { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2' };

export default function LegacyHidden() {
  return (
    <Stack spacing={1}>
      <Hidden implementation="css" mdUp>
        <Box sx={boxSx}>Hidden mdUp: visible below 900px</Box>
      </Hidden>
      <Hidden implementation="css" mdDown>
        <Box sx={boxSx}>Hidden mdDown: visible from 900px</Box>
      </Hidden>
      <Hidden mdDown>
        <Box sx={boxSx}>Hidden mdDown (js): mounted only from 900px, after hydration</Box>
      </Hidden>
    </Stack>
  );
}
