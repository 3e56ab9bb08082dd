import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { members, roles, Member } from './data';

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: roles,
    width: 120,
    editable: true,
  },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, editable: true },
  {
    field: 'joined',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    editable: true,
  },
  {
    field: 'active',
    headerName: 'Active',
    type: 'boolean',
    width: 90,
    editable: true,
  },
  { field: 'email', headerName: 'Email (read-only)', flex: 1, minWidth: 180 },
];

export default function CellEditingGrid() {
  const [message, setMessage] = React.useState<string | null>(null);

  // Called when an edit is committed. Return the row to keep; throw to refuse it.
  const processRowUpdate = (newRow: Member, oldRow: Member) => {
    if (newRow.role !== 'Admin' && oldRow.role === 'Admin') {
      throw new Error('The team needs an admin: Amara keeps the Admin role.');
    }
    setMessage(`Saved ${newRow.name}.`);
    return newRow;
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        aria-label="Team members, editable"
        rows={members}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
        hideFooter
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={4000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
