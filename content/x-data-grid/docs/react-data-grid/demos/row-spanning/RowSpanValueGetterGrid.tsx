import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number;
  order: string;
  customer: string;
  item: string;
  quantity: number;
}

const rows: Line[] = [
  {
    id: 1,
    order: 'SO-1041',
    customer: 'Atelier M',
    item: 'Sketchbook A4',
    quantity: 2,
  },
  {
    id: 2,
    order: 'SO-1041',
    customer: 'Atelier M',
    item: 'Fineliner set',
    quantity: 2,
  },
  {
    id: 3,
    order: 'SO-1042',
    customer: 'Atelier M',
    item: 'Watercolor box',
    quantity: 1,
  },
  { id: 4, order: 'SO-1043', customer: 'Kumo', item: 'Drawing tablet', quantity: 1 },
  { id: 5, order: 'SO-1043', customer: 'Kumo', item: 'Stylus nibs', quantity: 5 },
  {
    id: 6,
    order: 'SO-1044',
    customer: 'Lagos Labs',
    item: 'Cutting mat',
    quantity: 5,
  },
];

const columns: GridColDef<Line>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 140,
    // Span only within one order: SO-1041 and SO-1042 have the same customer
    // but stay separate cells.
    rowSpanValueGetter: (value, row) => `${row.order}-${value}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Equal quantities on different lines mean nothing together: never span.
    rowSpanValueGetter: (value, row) => row.id,
  },
];

export default function RowSpanValueGetterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Order lines"
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
