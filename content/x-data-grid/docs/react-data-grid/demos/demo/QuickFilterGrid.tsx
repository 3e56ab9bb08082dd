import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter placeholder="Search orders" />
    </GridToolbarContainer>
  );
}

export default function QuickFilterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Searchable orders"
        rows={orders}
        columns={orderColumns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['desk'] } },
        }}
      />
    </Box>
  );
}
