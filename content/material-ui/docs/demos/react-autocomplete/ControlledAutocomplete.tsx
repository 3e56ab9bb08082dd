import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sizes = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>(sizes[2]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        inputValue: &apos;{inputValue}&apos;
      </Typography>
      <Autocomplete
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        options={sizes}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="Size" />}
      />
    </div>
  );
}
