import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { initialStocks, nextStock, stockColumns } from './data';

export default function ApiUpdateRowsGrid() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialStocks.length + 1);

  const updatePrice = () => {
    // A partial row: only `price` and `change` change, the other fields are kept.
    const row = apiRef.current.getRow(2);
    if (row) {
      apiRef.current.updateRows([{ id: 2, price: row.price - 2.5, change: -2.5 }]);
    }
  };
  const addRow = () => {
    apiRef.current.updateRows([nextStock(nextId.current)]);
    nextId.current += 1;
  };
  const deleteRow = () => {
    const ids = apiRef.current.getAllRowIds();
    if (ids.length > 0) {
      apiRef.current.updateRows([{ id: ids[ids.length - 1], _action: 'delete' }]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={updatePrice}>
          Lower BRNX by $2.50
        </Button>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteRow}>
          Delete the last row
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          aria-label="Stocks updated through the API"
          apiRef={apiRef}
          rows={initialStocks}
          columns={stockColumns}
        />
      </Box>
    </Box>
  );
}
