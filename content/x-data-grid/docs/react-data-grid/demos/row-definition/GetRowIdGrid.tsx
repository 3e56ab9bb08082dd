import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  stock: number;
}

// These rows have no `id` field: the SKU identifies them.
const rows: Product[] = [
  { sku: 'DSK-120-OAK', name: 'Standing desk, oak', stock: 14 },
  { sku: 'DSK-120-WHT', name: 'Standing desk, white', stock: 0 },
  { sku: 'CHR-ERG-BLK', name: 'Ergonomic chair, black', stock: 32 },
  { sku: 'LMP-LED-01', name: 'LED desk lamp', stock: 57 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 150 },
  { field: 'name', headerName: 'Product', flex: 1 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// Defined outside the component, so its reference never changes.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function GetRowIdGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        aria-label="Products identified by SKU"
        rows={rows}
        columns={columns}
        getRowId={getRowId}
      />
    </Box>
  );
}
