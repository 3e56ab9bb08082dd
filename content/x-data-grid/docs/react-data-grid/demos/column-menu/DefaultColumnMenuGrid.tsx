import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { tickets, ticketColumns } from './data';

export default function DefaultColumnMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Support tickets"
        rows={tickets}
        columns={ticketColumns}
      />
    </Box>
  );
}
