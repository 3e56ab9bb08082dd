import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function NumberInput() {
  return (
    <FormControl sx={{ width: 200 }}>
      <FormLabel>Guests</FormLabel>
      <Input
        type="number"
        defaultValue={2}
        endDecorator="people"
        slotProps={{ input: { min: 1, max: 8, step: 1 } }}
      />
      <FormHelperText>Between 1 and 8.</FormHelperText>
    </FormControl>
  );
}
