import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

const invoices = [
  { id: 1, customer: 'Atelier M', amount: 1240 },
  { id: 2, customer: 'Kumo', amount: 860 },
  { id: 3, customer: 'Lagos Labs', amount: 3105 },
];

// The progress bar needs a name: screen readers announce it.
function LoadingOverlay() {
  return <LinearProgress aria-label="Loading invoices" />;
}

export default function LoadingAndEmptyGrid() {
  const [loading, setLoading] = React.useState(false);
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="No rows"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          aria-label="Invoices"
          rows={empty ? [] : invoices}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: LoadingOverlay }}
          localeText={{ noRowsLabel: 'No invoices yet' }}
        />
      </Box>
    </Box>
  );
}
