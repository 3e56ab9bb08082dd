import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [autoSave, setAutoSave] = React.useState(true);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setAutoSave(event.target.checked);
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={autoSave}
            onChange={handleChange}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Save changes automatically"
      />
      <Typography variant="body2" color="text.secondary">
        {autoSave ? 'Your work is saved as you type.' : 'Remember to save manually.'}
      </Typography>
    </Stack>
  );
}
