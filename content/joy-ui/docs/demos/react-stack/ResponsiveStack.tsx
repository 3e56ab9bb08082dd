import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function ResponsiveStack() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, width: '100%' }}
    >
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>First name</FormLabel>
        <Input placeholder="Ada" />
      </FormControl>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Last name</FormLabel>
        <Input placeholder="Lovelace" />
      </FormControl>
      <Button>Save</Button>
    </Stack>
  );
}
