import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { repositories } from './data';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'description', headerName: 'Description' },
  { field: 'language', headerName: 'Programming language' },
  { field: 'stars', headerName: 'Stars', type: 'number' },
];

export default function AutosizeGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders })}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Autosized repository columns"
          apiRef={apiRef}
          rows={repositories}
          columns={columns}
        />
      </Box>
    </Box>
  );
}
