import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';
import { contacts, contactColumns } from './data';

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function InitialVisibilityGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Contacts with hidden columns"
        rows={contacts}
        columns={contactColumns}
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { phone: false, city: false } },
        }}
      />
    </Box>
  );
}
