import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { books, Book } from './data';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    // Not a field of the row: computed from two fields.
    field: 'author',
    headerName: 'Author',
    width: 170,
    valueGetter: (value, row) => `${row.authorFirstName} ${row.authorLastName}`,
  },
  {
    // Sorted and filtered as a number, displayed as a price.
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value == null ? '' : `$${value.toFixed(2)}`,
  },
  {
    field: 'published',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueGetter: (value: Date) => value.getFullYear(),
    valueFormatter: (value: number) => String(value),
  },
];

export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Books with derived columns"
        rows={books}
        columns={columns}
      />
    </Box>
  );
}
