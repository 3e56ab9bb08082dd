import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const recentSearches = [
  'dark mode toggle',
  'date picker',
  'data grid pagination',
  'dialog full screen',
  'drawer width',
];

export default function FreeSolo() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        renderInput={(params) => <TextField {...params} label="Search the docs" />}
      />
      <Autocomplete
        freeSolo
        disableClearable
        options={recentSearches}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search input"
            slotProps={{ input: { ...params.InputProps, type: 'search' } }}
          />
        )}
      />
    </Stack>
  );
}
