import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { members, Member } from './data';

// Shows the error message next to the input while the value is invalid.
function EditCellWithError(props: GridRenderEditCellParams) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start">
      {/* Tooltip needs a child that takes its props: a Box around the input. */}
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} error={Boolean(error)} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(params.props.value));
      return {
        ...params.props,
        error: valid ? false : 'Enter an address like name@example.com',
      };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const seats = Number(params.props.value);
      const valid = Number.isInteger(seats) && seats >= 1 && seats <= 50;
      return { ...params.props, error: valid ? false : 'Between 1 and 50 seats' };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
];

export default function ValidationGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        aria-label="Team members with validated edits"
        rows={members}
        columns={columns}
        hideFooter
        sx={{
          '& .Mui-error': { color: 'error.main', textDecoration: 'underline wavy' },
        }}
      />
    </Box>
  );
}
