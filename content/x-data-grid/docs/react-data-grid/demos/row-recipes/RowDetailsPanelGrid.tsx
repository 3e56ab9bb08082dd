import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { currency, expenses, expenseColumns } from './data';

export default function RowDetailsPanelGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);
  const selected = expenses.find((expense) => expense.id === selection[0]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ height: 420, flex: '2 1 420px', minWidth: 0 }}>
        <DataGrid
          aria-label="Expenses: select a row to see its details"
          rows={expenses}
          columns={expenseColumns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-live="polite"
        sx={{ flex: '1 1 220px', p: 2 }}
      >
        {selected ? (
          <React.Fragment>
            <Typography variant="overline" color="text.secondary">
              Expense {selected.id}
            </Typography>
            <Typography variant="h6" component="h3">
              {currency.format(selected.amount)} · {selected.category}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {selected.employee}, {selected.status.toLowerCase()}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {selected.note}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a row to see its details.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
