import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  const [updates, setUpdates] = React.useState(true);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setUpdates(event.target.checked);
  };

  return (
    <FormGroup>
      <FormControlLabel
        control={<Checkbox checked={updates} onChange={handleChange} />}
        label="Send me product updates"
      />
      <FormControlLabel required control={<Checkbox />} label="I accept the terms" />
      <FormControlLabel
        disabled
        control={<Checkbox />}
        label="Beta features (coming soon)"
      />
    </FormGroup>
  );
}
