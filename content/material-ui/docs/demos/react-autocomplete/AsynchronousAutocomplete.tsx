import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  name: string;
}

const allCountries: Country[] = [
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'EG', name: 'Egypt' },
  { code: 'IN', name: 'India' },
  { code: 'KE', name: 'Kenya' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'VN', name: 'Vietnam' },
];

// Stands in for a request to a server.
function fetchCountries(): Promise<Country[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allCountries), 1500);
  });
}

export default function AsynchronousAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Country[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    if (options.length > 0 || loading) {
      return;
    }
    setLoading(true);
    const countries = await fetchCountries();
    setOptions(countries);
    setLoading(false);
  };

  return (
    <Autocomplete
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country (loads on open)"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
