import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooter,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { currency, expenses, expenseColumns, Expense } from './data';

function TotalsFooter() {
  const apiRef = useGridApiContext();
  // The rows that pass the current filters, in their sorted order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce(
    (sum, entry) => sum + (entry.model as Expense).amount,
    0,
  );

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2, fontWeight: 'bold' }} role="status">
        Total of {entries.length} expenses: {currency.format(total)}
      </Typography>
      <GridFooter sx={{ border: 'none' }} />
    </GridFooterContainer>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter placeholder="Filter expenses" />
    </GridToolbarContainer>
  );
}

export default function TotalsFooterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        aria-label="Expenses with totals"
        rows={expenses}
        columns={expenseColumns}
        slots={{ footer: TotalsFooter, toolbar: SearchToolbar }}
      />
    </Box>
  );
}
