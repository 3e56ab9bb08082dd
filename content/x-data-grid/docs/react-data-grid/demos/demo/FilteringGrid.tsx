import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Returned' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Orders filtered by status"
          rows={orders}
          columns={orderColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: FilterToolbar }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        filterModel.items: <code>{JSON.stringify(filterModel.items)}</code>
      </Typography>
    </Box>
  );
}
