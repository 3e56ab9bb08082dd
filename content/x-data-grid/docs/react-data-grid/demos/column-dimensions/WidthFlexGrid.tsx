import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { repositories } from './data';

const columns: GridColDef[] = [
  // Fixed width in pixels
  { field: 'name', headerName: 'Name (width 140)', width: 140 },
  // Takes the free space, never below 200 pixels
  {
    field: 'description',
    headerName: 'Description (flex 2, minWidth 200)',
    flex: 2,
    minWidth: 200,
  },
  // Half as much free space as Description, capped at 160 pixels
  {
    field: 'language',
    headerName: 'Language (flex 1, maxWidth 160)',
    flex: 1,
    maxWidth: 160,
  },
  // No width given: 100 pixels
  { field: 'stars', headerName: 'Stars', type: 'number' },
];

export default function WidthFlexGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid aria-label="Repositories" rows={repositories} columns={columns} />
    </Box>
  );
}
