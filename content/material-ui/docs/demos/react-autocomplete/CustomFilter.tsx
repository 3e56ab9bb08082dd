import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Employee {
  name: string;
  team: string;
}

const employees: Employee[] = [
  { name: 'Ana Souza', team: 'Design' },
  { name: 'Björn Lund', team: 'Engineering' },
  { name: 'Chen Wei', team: 'Engineering' },
  { name: 'Daniela Ruiz', team: 'Marketing' },
  { name: 'Emeka Obi', team: 'Support' },
  { name: 'Fatima Khan', team: 'Design' },
  { name: 'Giulia Rossi', team: 'Sales' },
  { name: 'Hiro Tanaka', team: 'Engineering' },
];

// Search the team as well as the name, and show at most 5 results.
const filterOptions = createFilterOptions<Employee>({
  stringify: (option) => `${option.name} ${option.team}`,
  limit: 5,
});

export default function CustomFilter() {
  return (
    <Autocomplete
      options={employees}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {option.name} ({option.team})
          </li>
        );
      }}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Assignee" />}
    />
  );
}
