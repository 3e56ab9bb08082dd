import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { reviews, reviewColumns } from './data';

export default function AutoRowHeightGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        aria-label="Reviews with rows as tall as their content"
        rows={reviews}
        columns={reviewColumns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </Box>
  );
}
