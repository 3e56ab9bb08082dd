import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stations } from './data';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Weather station', width: 170 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    description: 'Air temperature two meters above the ground, at noon local time.',
    type: 'number',
    width: 120,
  },
  {
    field: 'humidity',
    headerName: 'Relative humidity (%)',
    description:
      'Water vapor in the air, relative to the maximum at this temperature.',
    type: 'number',
    width: 120,
  },
  {
    field: 'wind',
    headerName: 'Wind (km/h)',
    type: 'number',
    headerAlign: 'center',
    align: 'center',
    width: 130,
  },
];

export default function HeaderDescriptionGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid aria-label="Weather at noon" rows={stations} columns={columns} />
    </Box>
  );
}
