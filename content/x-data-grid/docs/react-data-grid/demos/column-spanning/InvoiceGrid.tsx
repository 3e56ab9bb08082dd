import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number | 'subtotal' | 'tax' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items = [
  { id: 1, description: 'Logo design', quantity: 1, unitPrice: 1200 },
  { id: 2, description: 'Business cards (box of 250)', quantity: 4, unitPrice: 45 },
  { id: 3, description: 'Website landing page', quantity: 1, unitPrice: 2400 },
  { id: 4, description: 'Revision hours', quantity: 6, unitPrice: 80 },
];
const subtotal = items.reduce(
  (sum, item) => sum + item.quantity * item.unitPrice,
  0,
);
const tax = Math.round(subtotal * 0.2);

const rows: Line[] = [
  ...items.map((item) => ({ ...item, amount: item.quantity * item.unitPrice })),
  { id: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'tax', description: 'VAT (20%)', amount: tax },
  { id: 'total', description: 'Total', amount: subtotal + tax },
];

const isSummary = (row: Line) => typeof row.id === 'string';
const price = (value?: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 220,
    sortable: false,
    // Summary rows: the label covers the description, quantity and unit price.
    colSpan: (value, row) => (isSummary(row) ? 3 : undefined),
    cellClassName: (params) => (isSummary(params.row) ? 'summary' : ''),
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    sortable: false,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: price,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: price,
  },
];

export default function InvoiceGrid() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        '& .summary': { fontWeight: 'bold' },
      }}
    >
      <DataGrid
        aria-label="Invoice"
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
      />
    </Box>
  );
}
