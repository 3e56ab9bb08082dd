import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectVariants() {
  const [priority, setPriority] = React.useState('normal');

  const handleChange = (event: SelectChangeEvent) => {
    setPriority(event.target.value);
  };

  const items = [
    <MenuItem key="none" value="">
      <em>None</em>
    </MenuItem>,
    <MenuItem key="low" value="low">
      Low
    </MenuItem>,
    <MenuItem key="normal" value="normal">
      Normal
    </MenuItem>,
    <MenuItem key="high" value="high">
      High
    </MenuItem>,
  ];

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} useFlexGap>
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel id="variant-outlined-label">Outlined</InputLabel>
        <Select labelId="variant-outlined-label" value={priority} label="Outlined" onChange={handleChange}>
          {items}
        </Select>
      </FormControl>
      <FormControl variant="filled" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-filled-label">Filled</InputLabel>
        <Select labelId="variant-filled-label" value={priority} onChange={handleChange}>
          {items}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-standard-label">Standard</InputLabel>
        <Select labelId="variant-standard-label" value={priority} onChange={handleChange}>
          {items}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-small-label">Small</InputLabel>
        <Select labelId="variant-small-label" value={priority} label="Small" onChange={handleChange}>
          {items}
        </Select>
        <FormHelperText>size=&quot;small&quot;</FormHelperText>
      </FormControl>
    </Stack>
  );
}
