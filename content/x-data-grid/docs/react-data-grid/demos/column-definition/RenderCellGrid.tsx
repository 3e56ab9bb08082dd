import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { books, Book } from './data';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'available',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        color={params.value ? 'success' : 'default'}
        label={params.value ? 'On the shelf' : 'On loan'}
      />
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    display: 'flex',
    renderCell: (params) => (
      <Rating
        readOnly
        size="small"
        value={params.value}
        aria-label={`${params.value} out of 5 stars`}
      />
    ),
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Books with custom cells"
        rows={books}
        columns={columns}
      />
    </Box>
  );
}
