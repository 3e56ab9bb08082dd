import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1}>
      <div>
        <Switch
          size="small"
          defaultChecked
          inputProps={{ 'aria-label': 'Small switch' }}
        />
        <Switch defaultChecked inputProps={{ 'aria-label': 'Medium switch' }} />
      </div>
      <div>
        <Switch
          defaultChecked
          color="secondary"
          inputProps={{ 'aria-label': 'Secondary' }}
        />
        <Switch
          defaultChecked
          color="success"
          inputProps={{ 'aria-label': 'Success' }}
        />
        <Switch
          defaultChecked
          color="warning"
          inputProps={{ 'aria-label': 'Warning' }}
        />
        <Switch
          defaultChecked
          color="default"
          inputProps={{ 'aria-label': 'Default' }}
        />
      </div>
    </Stack>
  );
}
