import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const MIN_LENGTH = 30;

export default function TextareaValidation() {
  const [value, setValue] = React.useState('It stopped working.');
  const tooShort = value.trim().length < MIN_LENGTH;

  return (
    <FormControl required error={tooShort} sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Describe the problem</FormLabel>
      <Textarea
        minRows={3}
        error={tooShort}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormHelperText sx={tooShort ? { color: 'danger.plainColor' } : undefined}>
        {tooShort && <InfoOutlined />}
        {tooShort
          ? `Add a few details: at least ${MIN_LENGTH} characters.`
          : 'Thanks, that helps us reproduce it.'}
      </FormHelperText>
    </FormControl>
  );
}
