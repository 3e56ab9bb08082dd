import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export default function ControlledRadioButtonsGroup() {
  const [size, setSize] = React.useState('m');

  const handleChange = (
    event: React.ChangeEvent<HTMLInputElement>,
    value: string,
  ) => {
    setSize(value);
  };

  return (
    <FormControl>
      <FormLabel id="size-controlled-label">T-shirt size</FormLabel>
      <RadioGroup
        aria-labelledby="size-controlled-label"
        name="size"
        value={size}
        onChange={handleChange}
      >
        <FormControlLabel value="s" control={<Radio />} label="Small" />
        <FormControlLabel value="m" control={<Radio />} label="Medium" />
        <FormControlLabel value="l" control={<Radio />} label="Large" />
      </RadioGroup>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected value: {size}
      </Typography>
    </FormControl>
  );
}
