import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="theme-row-label">Theme</FormLabel>
      <RadioGroup
        row
        aria-labelledby="theme-row-label"
        defaultValue="system"
        name="theme"
      >
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
        <FormControlLabel value="system" control={<Radio />} label="System" />
        <FormControlLabel
          value="contrast"
          control={<Radio size="small" color="secondary" />}
          label="High contrast"
        />
      </RadioGroup>
    </FormControl>
  );
}
