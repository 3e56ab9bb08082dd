import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'born', headerName: 'Born', type: 'number', width: 100 },
  { field: 'field', headerName: 'Known for', flex: 1 },
];

const rows = [
  {
    id: 1,
    name: 'Ada Lovelace',
    born: 1815,
    field: 'The first published algorithm',
  },
  {
    id: 2,
    name: 'Alan Turing',
    born: 1912,
    field: 'Computability and the Turing machine',
  },
  { id: 3, name: 'Grace Hopper', born: 1906, field: 'The first compiler' },
  { id: 4, name: 'Edsger Dijkstra', born: 1930, field: 'Shortest-path algorithm' },
];

export default function MinimalGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid aria-label="Computing pioneers" rows={rows} columns={columns} />
    </Box>
  );
}
