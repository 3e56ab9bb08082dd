import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import { members, roles, Member } from './data';

type Row = Member & { isNew?: boolean };

export default function RowEditingGrid() {
  const [rows, setRows] = React.useState<Row[]>(members);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(members.length + 1);

  const addRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [
      ...prev,
      {
        id,
        name: '',
        email: '',
        role: 'Viewer',
        seats: 1,
        joined: new Date(2024, 3, 17),
        active: true,
        isNew: true,
      },
    ]);
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode, ignoreModifications } }));

  const cancel = (id: GridRowId) => {
    setMode(id, GridRowModes.View, true);
    // A new row that was never saved disappears.
    setRows((prev) => prev.filter((row) => row.id !== id || !row.isNew));
  };

  // Leaving the row by clicking elsewhere does not save it: use Save or Enter.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Row) => {
    const saved = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Row>[] = [
    { field: 'name', headerName: 'Name', width: 170, editable: true },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
    {
      field: 'role',
      headerName: 'Role',
      type: 'singleSelect',
      valueOptions: roles,
      width: 120,
      editable: true,
    },
    {
      field: 'seats',
      headerName: 'Seats',
      type: 'number',
      width: 90,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CancelIcon />}
              label="Cancel"
              onClick={() => cancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={addRow} sx={{ mb: 1 }}>
        Add member
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          aria-label="Team members, edited a row at a time"
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
