import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const toppings = [
  'Basil',
  'Mozzarella',
  'Mushrooms',
  'Olives',
  'Onions',
  'Peppers',
  'Pineapple',
  'Tomatoes',
];

export default function MultipleSelectChip() {
  const [selected, setSelected] = React.useState<string[]>(['Basil', 'Mozzarella']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can report a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <InputLabel id="multiple-chip-label">Toppings</InputLabel>
      <Select
        labelId="multiple-chip-label"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Toppings" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 280 } } } }}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
