import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  { label: 'JavaScript', year: 1995 },
  { label: 'Python', year: 1991 },
  { label: 'Java', year: 1995 },
  { label: 'TypeScript', year: 2012 },
  { label: 'Go', year: 2009 },
  { label: 'Rust', year: 2015 },
  { label: 'Kotlin', year: 2011 },
  { label: 'Swift', year: 2014 },
  { label: 'Ruby', year: 1995 },
  { label: 'Haskell', year: 1990 },
];

export default function ComboBox() {
  return (
    <Autocomplete
      options={languages}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Language" />}
    />
  );
}
