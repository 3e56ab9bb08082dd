import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridSortModel } from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

export default function SortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'total', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Orders sorted by total"
          rows={orders}
          columns={orderColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          sortingOrder={['desc', 'asc']}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        sortModel: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Box>
  );
}
