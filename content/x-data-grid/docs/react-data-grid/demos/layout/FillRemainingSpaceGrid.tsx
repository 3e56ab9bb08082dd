import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createFlights, flightColumns } from './data';

const rows = createFlights(25);

export default function FillRemainingSpaceGrid() {
  const headingId = React.useId();

  return (
    <Paper
      variant="outlined"
      sx={{ height: 400, display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h3">
        Evening departures
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The grid takes the height left under this text.
      </Typography>
      <DataGrid
        aria-labelledby={headingId}
        rows={rows}
        columns={flightColumns}
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Paper>
  );
}
