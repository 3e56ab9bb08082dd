import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [plan, setPlan] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setPlan(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 160, maxWidth: 240 }}>
      <FormControl fullWidth>
        <InputLabel id="basic-select-demo-label">Plan</InputLabel>
        <Select
          labelId="basic-select-demo-label"
          id="basic-select-demo"
          value={plan}
          label="Plan"
          onChange={handleChange}
        >
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="enterprise">Enterprise</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
