import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const timezones = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Africa/Lagos',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>(timezones[3]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Time zone</FormLabel>
        <Autocomplete
          options={timezones}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">
        value: <code>{value === null ? 'null' : `'${value}'`}</code>
      </Typography>
      <Typography level="body-sm">
        inputValue: <code>{`'${inputValue}'`}</code>
      </Typography>
    </Stack>
  );
}
