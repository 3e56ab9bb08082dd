import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, GridRowSpacingParams } from '@mui/x-data-grid';
import { reviews, reviewColumns } from './data';

function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

export default function RowSpacingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Reviews with space between rows"
        rows={reviews}
        columns={reviewColumns}
        getRowSpacing={getRowSpacing}
        sx={{ [`& .${gridClasses.row}`]: { bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
