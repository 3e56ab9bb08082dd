import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridRowClassNameParams } from '@mui/x-data-grid';
import { expenses, expenseColumns, Expense } from './data';

function getRowClassName(params: GridRowClassNameParams<Expense>) {
  const classes = [params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd'];
  if (params.row.status === 'Rejected') {
    classes.push('rejected');
  }
  return classes.join(' ');
}

export default function ConditionalRowsGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .odd': { bgcolor: 'action.hover' },
        // Rejected rows: a mark in the first cell and muted text, not only a color.
        '& .rejected': {
          color: 'text.secondary',
          textDecoration: 'line-through',
          boxShadow: `inset 4px 0 0 ${theme.palette.error.main}`,
        },
      })}
    >
      <DataGrid
        aria-label="Expenses, rejected ones struck through"
        rows={expenses}
        columns={expenseColumns}
        getRowClassName={getRowClassName}
      />
    </Box>
  );
}
