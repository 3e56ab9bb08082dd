import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid';
import { books, Book } from './data';

export default function ActionsColumnGrid() {
  const [rows, setRows] = React.useState<Book[]>(books);

  const columns = React.useMemo<GridColDef<Book>[]>(() => {
    const remove = (id: GridRowId) => () =>
      setRows((prev) => prev.filter((row) => row.id !== id));
    const duplicate = (id: GridRowId) => () =>
      setRows((prev) => {
        const source = prev.find((row) => row.id === id)!;
        const nextId = Math.max(...prev.map((row) => row.id)) + 1;
        return [...prev, { ...source, id: nextId, title: `${source.title} (copy)` }];
      });
    return [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      { field: 'genre', headerName: 'Genre', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={remove(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<FileCopyIcon />}
            label="Duplicate"
            onClick={duplicate(params.id)}
            showInMenu
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid aria-label="Books with row actions" rows={rows} columns={columns} />
    </Box>
  );
}
