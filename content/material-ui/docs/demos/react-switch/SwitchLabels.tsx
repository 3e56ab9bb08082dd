import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
      <FormControlLabel required control={<Switch />} label="Accept data sharing" />
      <FormControlLabel disabled control={<Switch />} label="Airplane mode" />
      <FormControlLabel
        control={<Switch />}
        label="Label at the start"
        labelPlacement="start"
      />
    </FormGroup>
  );
}
