import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridExpandedRowCountSelector,
  gridRenderContextSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createSensorColumns, createSensors } from './data';

// 10,000 rows and 4 + 56 = 60 columns.
const rows = createSensors(10000);
const columns = createSensorColumns(56);

function RenderedRangeToolbar() {
  const apiRef = useGridApiContext();
  const context = useGridSelector(apiRef, gridRenderContextSelector);
  const rowCount = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const columnCount = useGridSelector(
    apiRef,
    gridVisibleColumnDefinitionsSelector,
  ).length;

  return (
    <GridToolbarContainer sx={{ p: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {rowCount.toLocaleString('en-US')} rows, {columnCount} columns. In the DOM:
        rows {context.firstRowIndex + 1}–{context.lastRowIndex} of this page, columns{' '}
        {context.firstColumnIndex + 1}–{context.lastColumnIndex}.
      </Typography>
      <GridToolbarQuickFilter placeholder="Search sensors" />
    </GridToolbarContainer>
  );
}

export default function VirtualizedGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        aria-label="10,000 sensors with 56 hourly readings"
        rows={rows}
        columns={columns}
        slots={{ toolbar: RenderedRangeToolbar }}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
