import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';

const recentSearches = [
  'wireless headphones',
  'standing desk',
  'mechanical keyboard',
  'usb-c hub',
  'monitor arm',
];

export default function FreeSoloAutocomplete() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ width: 320, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Search products</FormLabel>
        <Autocomplete
          freeSolo
          placeholder="What are you looking for?"
          options={recentSearches}
          startDecorator={<SearchIcon />}
          onChange={(event, value) => setQuery(value)}
        />
      </FormControl>
      <Typography level="body-sm">
        {query ? `Searching for “${query}”` : 'Pick a suggestion or press Enter.'}
      </Typography>
    </Stack>
  );
}
