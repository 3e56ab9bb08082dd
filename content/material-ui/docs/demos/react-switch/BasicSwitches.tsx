import * as React from 'react';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <div>
      <Switch defaultChecked inputProps={{ 'aria-label': 'On by default' }} />
      <Switch inputProps={{ 'aria-label': 'Off by default' }} />
      <Switch
        disabled
        defaultChecked
        inputProps={{ 'aria-label': 'Disabled, on' }}
      />
      <Switch disabled inputProps={{ 'aria-label': 'Disabled, off' }} />
    </div>
  );
}
