import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSwitch() {
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        endDecorator={<Switch defaultChecked sx={{ ml: 1 }} />}
      >
        Wi-Fi
      </Typography>
      <Typography component="label" endDecorator={<Switch sx={{ ml: 1 }} />}>
        Bluetooth
      </Typography>
      <Typography
        component="label"
        endDecorator={<Switch disabled sx={{ ml: 1 }} />}
      >
        Airplane mode (managed by your organization)
      </Typography>
    </Stack>
  );
}
