import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarExport } from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ fileName: 'orders-2024', utf8WithBom: true }}
        printOptions={{ hideFooter: true, hideToolbar: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Exportable orders"
        rows={orders}
        columns={orderColumns}
        checkboxSelection
        slots={{ toolbar: ExportToolbar }}
      />
    </Box>
  );
}
