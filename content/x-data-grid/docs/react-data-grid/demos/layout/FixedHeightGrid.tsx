import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createFlights, flightColumns } from './data';

const rows = createFlights(30);

export default function FixedHeightGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid aria-label="Departures" rows={rows} columns={flightColumns} />
    </Box>
  );
}
