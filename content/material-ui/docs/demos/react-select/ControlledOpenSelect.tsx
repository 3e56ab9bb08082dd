import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = React.useState(false);
  const [fontSize, setFontSize] = React.useState('16');

  const handleChange = (event: SelectChangeEvent) => {
    setFontSize(event.target.value);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose font size
      </Button>
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel id="controlled-open-label">Font size</InputLabel>
        <Select
          labelId="controlled-open-label"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={fontSize}
          label="Font size"
          onChange={handleChange}
        >
          <MenuItem value="12">12 px</MenuItem>
          <MenuItem value="14">14 px</MenuItem>
          <MenuItem value="16">16 px</MenuItem>
          <MenuItem value="20">20 px</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
