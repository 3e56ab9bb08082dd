import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function AutosizeTextarea() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Release notes</FormLabel>
      <Textarea
        minRows={2}
        maxRows={5}
        defaultValue={
          'Fixed a crash when opening large files.\nImproved search speed.\nAdded keyboard shortcuts for the sidebar.'
        }
      />
      <FormHelperText>Grows from 2 to 5 lines, then scrolls.</FormHelperText>
    </FormControl>
  );
}
