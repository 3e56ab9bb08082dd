import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface City {
  name: string;
  country: string;
}

const cities: City[] = [
  { name: 'Lyon', country: 'France' },
  { name: 'Paris', country: 'France' },
  { name: 'Marseille', country: 'France' },
  { name: 'Berlin', country: 'Germany' },
  { name: 'Hamburg', country: 'Germany' },
  { name: 'Munich', country: 'Germany' },
  { name: 'Osaka', country: 'Japan' },
  { name: 'Tokyo', country: 'Japan' },
  { name: 'Kyoto', country: 'Japan' },
  { name: 'Porto', country: 'Portugal' },
  { name: 'Lisbon', country: 'Portugal' },
];

// groupBy expects options that are already sorted by group, otherwise headers repeat.
const sortedCities = [...cities].sort(
  (a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name),
);

export default function GroupedOptions() {
  return (
    <Autocomplete
      options={sortedCities}
      groupBy={(option) => option.country}
      getOptionLabel={(option) => option.name}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="City" />}
    />
  );
}
