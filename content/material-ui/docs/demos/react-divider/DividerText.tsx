import * as React from 'react';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const paragraph =
  'Dividers can carry a short label that names the group below them, such as a date in a message thread.';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="body2">{paragraph}</Typography>
      <Divider>Today</Divider>
      <Typography variant="body2">{paragraph}</Typography>
      <Divider textAlign="left">Left</Divider>
      <Typography variant="body2">{paragraph}</Typography>
      <Divider textAlign="right">Right</Divider>
      <Typography variant="body2">{paragraph}</Typography>
      <Divider>
        <Chip label="Chip" size="small" />
      </Divider>
    </Stack>
  );
}
