import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { books, genres, Book } from './data';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title (string)', flex: 1, minWidth: 200 },
  { field: 'pages', headerName: 'Pages (number)', type: 'number', width: 130 },
  { field: 'published', headerName: 'Published (date)', type: 'date', width: 140 },
  {
    field: 'lastLoan',
    headerName: 'Last loan (dateTime)',
    type: 'dateTime',
    width: 190,
  },
  {
    field: 'available',
    headerName: 'Available (boolean)',
    type: 'boolean',
    width: 150,
  },
  {
    field: 'genre',
    headerName: 'Genre (singleSelect)',
    type: 'singleSelect',
    valueOptions: genres,
    width: 170,
    editable: true,
  },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Books, one column per type"
        rows={books}
        columns={columns}
      />
    </Box>
  );
}
