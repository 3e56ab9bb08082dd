import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createFlights, flightColumns } from './data';

const rows = createFlights(4);

export default function AutoHeightGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        aria-label="Next four departures"
        rows={rows}
        columns={flightColumns}
        autoHeight
        hideFooter
      />
    </Box>
  );
}
