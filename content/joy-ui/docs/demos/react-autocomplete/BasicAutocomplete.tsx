import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const languages = [
  { label: 'TypeScript', year: 2012 },
  { label: 'JavaScript', year: 1995 },
  { label: 'Python', year: 1991 },
  { label: 'Rust', year: 2015 },
  { label: 'Go', year: 2009 },
  { label: 'Kotlin', year: 2011 },
  { label: 'Swift', year: 2014 },
  { label: 'Ruby', year: 1995 },
  { label: 'Elixir', year: 2012 },
  { label: 'Haskell', year: 1990 },
];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Favorite language</FormLabel>
      <Autocomplete placeholder="Start typing…" options={languages} />
      <FormHelperText>
        Type to filter the list, or open it with the arrow.
      </FormHelperText>
    </FormControl>
  );
}
