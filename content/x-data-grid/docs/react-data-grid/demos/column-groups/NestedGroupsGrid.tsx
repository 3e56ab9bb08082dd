import * as React from 'react';
import Box from '@mui/material/Box';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import {
  DataGrid,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { athletes, athleteColumns } from './data';

function GroupHeaderWithIcon(params: GridColumnGroupHeaderParams) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <DirectionsBikeIcon fontSize="small" />
      <span>{params.headerName}</span>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'athlete',
    headerName: 'Athlete',
    children: [
      {
        groupId: 'name',
        headerName: 'Name',
        children: [{ field: 'firstName' }, { field: 'lastName' }],
      },
      {
        groupId: 'nationality',
        headerName: 'Nationality',
        children: [{ field: 'country' }],
      },
    ],
  },
  {
    groupId: 'race',
    headerName: 'Race',
    headerAlign: 'center',
    headerClassName: 'race-group',
    children: [
      {
        groupId: 'splits',
        headerName: 'Splits',
        renderHeaderGroup: GroupHeaderWithIcon,
        children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
      },
      { groupId: 'result', headerName: 'Result', children: [{ field: 'total' }] },
    ],
  },
];

export default function NestedGroupsGrid() {
  return (
    <Box
      sx={{
        height: 600,
        width: '100%',
        '& .race-group': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        aria-label="Race results with nested column groups"
        rows={athletes}
        columns={athleteColumns}
        columnGroupingModel={columnGroupingModel}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'asc' }] } }}
        showColumnVerticalBorder
      />
    </Box>
  );
}
