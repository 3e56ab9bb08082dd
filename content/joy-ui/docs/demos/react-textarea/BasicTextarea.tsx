import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea
        minRows={3}
        placeholder="For example: leave the parcel with the concierge"
      />
      <FormHelperText>The courier sees this note when they arrive.</FormHelperText>
    </FormControl>
  );
}
