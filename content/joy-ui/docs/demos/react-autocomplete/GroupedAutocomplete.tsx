import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Typography from '@mui/joy/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';

interface Airport {
  code: string;
  city: string;
  region: string;
}

// Sorted by region so that every group appears only once.
const airports: Airport[] = [
  { code: 'CPT', city: 'Cape Town', region: 'Africa' },
  { code: 'NBO', city: 'Nairobi', region: 'Africa' },
  { code: 'BOG', city: 'Bogotá', region: 'Americas' },
  { code: 'JFK', city: 'New York', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', region: 'Americas' },
  { code: 'ICN', city: 'Seoul', region: 'Asia' },
  { code: 'SIN', city: 'Singapore', region: 'Asia' },
  { code: 'AMS', city: 'Amsterdam', region: 'Europe' },
  { code: 'LIS', city: 'Lisbon', region: 'Europe' },
  { code: 'WAW', city: 'Warsaw', region: 'Europe' },
];

export default function GroupedAutocomplete() {
  const idPrefix = React.useId();

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        placeholder="City or code"
        options={airports}
        groupBy={(airport) => airport.region}
        getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
        isOptionEqualToValue={(airport, value) => airport.code === value.code}
        startDecorator={<FlightTakeoffIcon />}
        // Each group is a role="group" list named by its header, so that the
        // listbox only contains options and groups of options.
        renderGroup={(params) => (
          <ListItem key={params.key} nested role="presentation">
            <ListSubheader id={`${idPrefix}-${params.key}`} sticky>
              {params.group}
            </ListSubheader>
            <List role="group" aria-labelledby={`${idPrefix}-${params.key}`}>
              {params.children}
            </List>
          </ListItem>
        )}
        renderOption={(props, airport) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Typography level="title-sm">{airport.code}</Typography>
              </ListItemDecorator>
              <ListItemContent>{airport.city}</ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
