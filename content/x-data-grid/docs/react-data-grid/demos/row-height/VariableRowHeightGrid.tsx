import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridRowHeightParams } from '@mui/x-data-grid';
import { reviews, reviewColumns, Review } from './data';

// Low ratings get more room, to stand out; the others keep the default height.
function getRowHeight(params: GridRowHeightParams) {
  const row = params.model as Review;
  return row.rating <= 2 ? 80 : null;
}

export default function VariableRowHeightGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Reviews with taller rows for low ratings"
        rows={reviews}
        columns={reviewColumns}
        getRowHeight={getRowHeight}
      />
    </Box>
  );
}
