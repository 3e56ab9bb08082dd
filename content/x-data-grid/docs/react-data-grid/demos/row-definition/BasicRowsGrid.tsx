import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, planet: 'Mercury', moons: 0, dayLength: 4222.6 },
  { id: 2, planet: 'Venus', moons: 0, dayLength: 2802 },
  { id: 3, planet: 'Earth', moons: 1, dayLength: 24 },
  { id: 4, planet: 'Mars', moons: 2, dayLength: 24.7 },
  { id: 5, planet: 'Jupiter', moons: 95, dayLength: 9.9 },
];

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
  {
    field: 'dayLength',
    headerName: 'Day length (hours)',
    type: 'number',
    width: 170,
  },
];

export default function BasicRowsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid aria-label="Planets" rows={rows} columns={columns} />
    </Box>
  );
}
