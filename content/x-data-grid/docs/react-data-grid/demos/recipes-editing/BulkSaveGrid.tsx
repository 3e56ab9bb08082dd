import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';
import { items, Item } from './data';

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function BulkSaveGrid() {
  // What the server has, and what the grid shows.
  const [saved, setSaved] = React.useState<Item[]>(items);
  const [rows, setRows] = React.useState<Item[]>(items);
  const [changed, setChanged] = React.useState<Set<GridRowId>>(new Set());
  const [status, setStatus] = React.useState('No changes.');

  const processRowUpdate = (newRow: Item) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    setChanged((prev) => new Set(prev).add(newRow.id));
    return newRow;
  };

  const save = () => {
    setSaved(rows);
    setStatus(`Saved ${changed.size} ${changed.size === 1 ? 'row' : 'rows'}.`);
    setChanged(new Set());
  };
  const discard = () => {
    setRows(saved);
    setStatus(
      `Discarded changes to ${changed.size} ${changed.size === 1 ? 'row' : 'rows'}.`,
    );
    setChanged(new Set());
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          disabled={changed.size === 0}
          onClick={save}
        >
          Save changes
        </Button>
        <Button size="small" disabled={changed.size === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {changed.size > 0 ? `${changed.size} unsaved` : status}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 360,
          '& .unsaved': { boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}` },
        })}
      >
        <DataGrid
          aria-label="Stock with changes saved together"
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (changed.has(params.id) ? 'unsaved' : '')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
