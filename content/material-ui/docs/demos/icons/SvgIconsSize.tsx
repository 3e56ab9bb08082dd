import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';

export default function SvgIconsSize() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <AlarmIcon fontSize="small" />
        <AlarmIcon />
        <AlarmIcon fontSize="large" />
        <AlarmIcon sx={{ fontSize: 48 }} />
      </Stack>
      {/* fontSize="inherit" follows the surrounding text. */}
      <Typography variant="h5" component="p">
        <AlarmIcon fontSize="inherit" sx={{ verticalAlign: '-0.125em' }} /> Wake-up
        call at 7:00
      </Typography>
    </Stack>
  );
}
