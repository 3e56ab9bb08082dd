import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { orders, orderColumns, Order } from './data';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export default function SelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([
    1002, 1003,
  ]);
  const selectedTotal = orders
    .filter((order) => selection.includes(order.id))
    .reduce((sum, order) => sum + order.quantity * order.unitPrice, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          aria-label="Selectable orders"
          rows={orders}
          columns={orderColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // Returned orders cannot be selected.
          isRowSelectable={(params) => (params.row as Order).status !== 'Returned'}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {selection.length} selected, worth {currency.format(selectedTotal)}
      </Typography>
    </Box>
  );
}
