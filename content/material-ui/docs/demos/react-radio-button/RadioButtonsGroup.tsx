import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="shipping-label">Shipping</FormLabel>
      <RadioGroup
        aria-labelledby="shipping-label"
        defaultValue="standard"
        name="shipping"
      >
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard (3–5 days)"
        />
        <FormControlLabel
          value="express"
          control={<Radio />}
          label="Express (1–2 days)"
        />
        <FormControlLabel
          value="pickup"
          control={<Radio />}
          label="Pick up in store"
        />
        <FormControlLabel
          value="drone"
          disabled
          control={<Radio />}
          label="Drone delivery (unavailable)"
        />
      </RadioGroup>
    </FormControl>
  );
}
