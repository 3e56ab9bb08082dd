import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Remember me on this device" defaultChecked />
      <Checkbox label="Send me product updates" />
      <Checkbox
        label="Two-factor authentication (set by your admin)"
        disabled
        checked
      />
    </Stack>
  );
}
