import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function HorizontalTextField() {
  return (
    <Stack spacing={2} sx={{ width: 440, maxWidth: '100%' }}>
      <FormControl orientation="horizontal" sx={{ gap: 2 }}>
        <FormLabel sx={{ flexBasis: 96, flexShrink: 0 }}>Project</FormLabel>
        <Input defaultValue="Website redesign" sx={{ flex: 1 }} />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ gap: 2 }}>
        <FormLabel
          sx={{ flexBasis: 96, flexShrink: 0, alignSelf: 'flex-start', pt: 1 }}
        >
          Summary
        </FormLabel>
        <Textarea
          minRows={3}
          placeholder="What is this project about?"
          sx={{ flex: 1 }}
        />
      </FormControl>
    </Stack>
  );
}
