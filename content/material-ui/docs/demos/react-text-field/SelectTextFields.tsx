import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'USD', label: '$ US dollar' },
  { value: 'EUR', label: '€ Euro' },
  { value: 'GBP', label: '£ Pound sterling' },
  { value: 'JPY', label: '¥ Japanese yen' },
];

export default function SelectTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Currency"
        defaultValue="EUR"
        helperText="Uses the Select component"
        sx={{ width: '25ch' }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Currency (native)"
        defaultValue="USD"
        helperText="Uses a native select element"
        sx={{ width: '25ch' }}
        slotProps={{ select: { native: true } }}
      >
        {currencies.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
