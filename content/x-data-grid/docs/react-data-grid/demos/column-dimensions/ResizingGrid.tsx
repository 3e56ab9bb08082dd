import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { repositories } from './data';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 140, resizable: false },
  { field: 'description', headerName: 'Description', width: 320, minWidth: 150 },
  { field: 'language', headerName: 'Language', width: 120, maxWidth: 200 },
  { field: 'license', headerName: 'License', width: 130 },
];

export default function ResizingGrid() {
  const [message, setMessage] = React.useState('Drag the edge of a column header.');

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setMessage(
      `${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Resizable repository columns"
          rows={repositories}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          showColumnVerticalBorder
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
