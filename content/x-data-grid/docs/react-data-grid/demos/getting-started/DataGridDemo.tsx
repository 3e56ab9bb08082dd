import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  active: boolean;
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true },
  {
    field: 'fullName',
    headerName: 'Full name',
    description: 'Derived from the first and last name; not sortable.',
    sortable: false,
    width: 170,
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

const rows: Employee[] = [
  { id: 1, firstName: 'Jon', lastName: 'Snow', age: 35, active: true },
  { id: 2, firstName: 'Cersei', lastName: 'Lannister', age: 42, active: false },
  { id: 3, firstName: 'Jaime', lastName: 'Lannister', age: 45, active: true },
  { id: 4, firstName: 'Arya', lastName: 'Stark', age: 16, active: true },
  { id: 5, firstName: 'Daenerys', lastName: 'Targaryen', age: 29, active: false },
  { id: 6, firstName: 'Melisandre', lastName: 'Asshai', age: 150, active: true },
  { id: 7, firstName: 'Ferrara', lastName: 'Clifford', age: 44, active: true },
  { id: 8, firstName: 'Rossini', lastName: 'Frances', age: 36, active: false },
];

export default function DataGridDemo() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Employees"
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
