import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { initialStocks, nextStock, stockColumns, Stock } from './data';

export default function StateRowsGrid() {
  const [rows, setRows] = React.useState<Stock[]>(initialStocks);

  const addRow = () =>
    setRows((prev) => [
      ...prev,
      nextStock(Math.max(0, ...prev.map((r) => r.id)) + 1),
    ]);
  const removeFirst = () => setRows((prev) => prev.slice(1));
  const raisePrices = () =>
    setRows((prev) =>
      prev.map((row) => ({
        ...row,
        price: row.price * 1.05,
        change: row.price * 0.05,
      })),
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={removeFirst}>
          Remove the first row
        </Button>
        <Button size="small" variant="outlined" onClick={raisePrices}>
          Raise every price by 5%
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          aria-label="Stocks held in React state"
          rows={rows}
          columns={stockColumns}
        />
      </Box>
    </Box>
  );
}
