import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [notifications, setNotifications] = React.useState({
    email: true,
    push: false,
    sms: false,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setNotifications({
      ...notifications,
      [event.target.name]: event.target.checked,
    });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notify me by</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={notifications.email}
              onChange={handleChange}
              name="email"
            />
          }
          label="Email"
        />
        <FormControlLabel
          control={
            <Switch
              checked={notifications.push}
              onChange={handleChange}
              name="push"
            />
          }
          label="Push notification"
        />
        <FormControlLabel
          control={
            <Switch checked={notifications.sms} onChange={handleChange} name="sms" />
          }
          label="Text message"
        />
      </FormGroup>
      <FormHelperText>You can change this later in your settings.</FormHelperText>
    </FormControl>
  );
}
