import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { initialStocks, stockColumns } from './data';

// The price moves follow a fixed pattern, so the demo behaves the same every time.
const moves = [0.4, -0.7, 1.1, -0.2, 0.6, -1.3, 0.9];

export default function StreamingGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      initialStocks.forEach((stock, index) => {
        const change = moves[(tick + index * 3) % moves.length];
        const current = apiRef.current.getRow(stock.id);
        // The free grid takes one row per call to updateRows.
        apiRef.current.updateRows([
          { id: stock.id, price: current.price + change, change },
        ]);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box
      sx={{
        width: '100%',
        '& .stock-up': { color: 'success.main' },
        '& .stock-down': { color: 'error.main' },
      }}
    >
      <Button
        size="small"
        variant="outlined"
        onClick={() => setRunning((value) => !value)}
        sx={{ mb: 1 }}
      >
        {running ? 'Stop updates' : 'Start updates'}
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          aria-label="Stocks with live prices"
          apiRef={apiRef}
          rows={initialStocks}
          columns={stockColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
