import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { employees, Employee } from './data';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance'],
    width: 130,
  },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value == null ? '' : currency.format(value),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function OverviewGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        aria-label="Employees"
        rows={employees}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
