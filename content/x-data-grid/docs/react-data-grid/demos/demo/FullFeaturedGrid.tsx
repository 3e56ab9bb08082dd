import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { orders, orderColumns, Order } from './data';

// Quantity and status can be edited: double-click a cell, or press Enter on it.
const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'quantity' || column.field === 'status'
    ? { ...column, editable: true }
    : column,
);

export default function FullFeaturedGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        aria-label="Orders"
        rows={orders}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { fileName: 'orders' },
          },
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'orderDate', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
          columns: { columnVisibilityModel: { country: false } },
        }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
