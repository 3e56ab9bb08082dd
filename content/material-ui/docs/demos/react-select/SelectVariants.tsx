import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const options = [
  ['', 'None'],
  ['low', 'Low'],
  ['normal', 'Normal'],
  ['high', 'High'],
];

export default function SelectVariants() {
  const [priority, setPriority] = React.useState('normal');

  const handleChange = (event: SelectChangeEvent) => {
    setPriority(event.target.value);
  };

  const items = options.map(([value, label]) => (
    <MenuItem key={label} value={value}>
      {value === '' ? <em>{label}</em> : label}
    </MenuItem>
  ));

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      useFlexGap
    >
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel id="variant-outlined-label">Outlined</InputLabel>
        <Select
          labelId="variant-outlined-label"
          value={priority}
          label="Outlined"
          onChange={handleChange}
        >
          {items}
        </Select>
      </FormControl>
      <FormControl variant="filled" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-filled-label">Filled</InputLabel>
        <Select
          labelId="variant-filled-label"
          value={priority}
          onChange={handleChange}
        >
          {items}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-standard-label">Standard</InputLabel>
        <Select
          labelId="variant-standard-label"
          value={priority}
          onChange={handleChange}
        >
          {items}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-small-label">Small</InputLabel>
        <Select
          labelId="variant-small-label"
          value={priority}
          label="Small"
          onChange={handleChange}
        >
          {items}
        </Select>
      </FormControl>
    </Stack>
  );
}
