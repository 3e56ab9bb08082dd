import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function ComposedTextField() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="Ada Lovelace" />
      <FormHelperText>Shown on your profile and in comments.</FormHelperText>
    </FormControl>
  );
}
