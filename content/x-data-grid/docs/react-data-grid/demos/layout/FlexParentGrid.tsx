import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createFlights, flightColumns } from './data';

const allRows = createFlights(20);

export default function FlexParentGrid() {
  const [count, setCount] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((c) => c + 2)}
        >
          Add rows
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((c) => Math.max(c - 2, 0))}
        >
          Remove rows
        </Button>
      </Stack>
      {/* No height: the grid grows with its rows, up to the maximum height */}
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 420 }}>
        <DataGrid
          aria-label="Departures, growing with the rows"
          rows={allRows.slice(0, count)}
          columns={flightColumns}
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
