import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';
import { items, Item } from './data';

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  { field: 'category', headerName: 'Category', width: 120 },
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

export default function SingleClickEditingGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // A click on an editable cell puts it in edit mode, and every other cell back in view mode.
  const handleCellClick = React.useCallback(
    (params: GridCellParams, event: React.MouseEvent) => {
      if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
        return;
      }
      // Clicks inside a portal (a select's list) are not clicks on the grid.
      if (!event.currentTarget.contains(event.target as Element)) {
        return;
      }
      setCellModesModel((prev) => {
        const viewMode: GridCellModesModel = {};
        Object.keys(prev).forEach((id) => {
          viewMode[id] = {};
          Object.keys(prev[id]).forEach((field) => {
            viewMode[id][field] = { mode: GridCellModes.View };
          });
        });
        return {
          ...viewMode,
          [params.id]: {
            ...viewMode[params.id],
            [params.field]: { mode: GridCellModes.Edit },
          },
        };
      });
    },
    [],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        aria-label="Stock, edited with a single click"
        rows={items}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
