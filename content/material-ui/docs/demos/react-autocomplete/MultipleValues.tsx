import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const tags = [
  'bug',
  'documentation',
  'enhancement',
  'good first issue',
  'help wanted',
  'question',
  'performance',
];

export default function MultipleValues() {
  return (
    <Stack spacing={3} sx={{ width: 500, maxWidth: '100%' }}>
      <Autocomplete
        multiple
        options={tags}
        defaultValue={['bug', 'help wanted']}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField {...params} label="Labels" placeholder="Add a label" />
        )}
      />
      <Autocomplete
        multiple
        limitTags={2}
        options={tags}
        defaultValue={['documentation', 'enhancement', 'question']}
        renderInput={(params) => <TextField {...params} label="limitTags={2}" />}
      />
      <Autocomplete
        multiple
        freeSolo
        options={tags}
        defaultValue={['design']}
        renderTags={(value, getTagProps) =>
          value.map((option, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="outlined"
                color="primary"
                label={option}
                {...tagProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Custom chips, free solo"
            placeholder="Type and press Enter"
          />
        )}
      />
    </Stack>
  );
}
