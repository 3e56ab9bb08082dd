import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NativeSelectDemo() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
      useFlexGap
    >
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel variant="standard" htmlFor="native-select-year">
          Year
        </InputLabel>
        <NativeSelect
          defaultValue={2024}
          inputProps={{ name: 'year', id: 'native-select-year' }}
        >
          <option value={2023}>2023</option>
          <option value={2024}>2024</option>
          <option value={2025}>2025</option>
        </NativeSelect>
      </FormControl>
      <TextField
        select
        label="Currency"
        defaultValue="EUR"
        sx={{ minWidth: 160 }}
        slotProps={{ select: { native: true } }}
      >
        <option value="USD">US dollar</option>
        <option value="EUR">Euro</option>
        <option value="JPY">Japanese yen</option>
      </TextField>
    </Stack>
  );
}
