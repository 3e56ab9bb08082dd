import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnGroupingModel } from '@mui/x-data-grid';
import { athletes, athleteColumns } from './data';

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'athlete',
    headerName: 'Athlete',
    children: [{ field: 'firstName' }, { field: 'lastName' }, { field: 'country' }],
  },
  {
    groupId: 'splits',
    headerName: 'Splits',
    description: 'Time spent in each discipline, transitions excluded.',
    children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
  },
  // Every column is in a group: no empty cell in the group header row.
  { groupId: 'result', headerName: 'Result', children: [{ field: 'total' }] },
];

export default function BasicGroupsGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        aria-label="Race results"
        rows={athletes}
        columns={athleteColumns}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
