import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridValueSetter } from '@mui/x-data-grid';

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  code: string;
}

const initialRows: Person[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', code: 'ADL-01' },
  { id: 2, firstName: 'Grace', lastName: 'Hopper', code: 'GRH-02' },
  { id: 3, firstName: 'Alan', lastName: 'Turing', code: 'ALT-03' },
];

// The edited full name is split back into the two fields of the row.
const setFullName: GridValueSetter<Person> = (value: string, row) => {
  const [firstName, ...rest] = value.trim().split(' ');
  return { ...row, firstName, lastName: rest.join(' ') };
};

const columns: GridColDef<Person>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 200,
    editable: true,
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
    valueSetter: setFullName,
  },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'code',
    headerName: 'Code',
    width: 120,
    editable: true,
    // Whatever is typed is stored in upper case.
    valueParser: (value: string) => value.toUpperCase(),
  },
];

export default function ValueSetterGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const last = rows.find((row) => row.id === 1)!;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          aria-label="People with a derived, editable full name"
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: Person) => {
            setRows((prev) =>
              prev.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Row 1 as stored: <code>{JSON.stringify(last)}</code>
      </Typography>
    </Box>
  );
}
