import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, day: 'Monday', time: '09:00', course: 'Algebra', room: 'B12' },
  { id: 2, day: 'Monday', time: '10:00', course: 'Algebra', room: 'B12' },
  { id: 3, day: 'Monday', time: '11:00', course: 'Chemistry', room: 'Lab 2' },
  { id: 4, day: 'Monday', time: '14:00', course: 'History', room: 'A03' },
  { id: 5, day: 'Tuesday', time: '09:00', course: 'Literature', room: 'A01' },
  { id: 6, day: 'Tuesday', time: '10:00', course: 'Physics', room: 'Lab 1' },
  { id: 7, day: 'Tuesday', time: '11:00', course: 'Physics', room: 'Lab 1' },
  { id: 8, day: 'Wednesday', time: '09:00', course: 'Chemistry', room: 'Lab 2' },
  { id: 9, day: 'Wednesday', time: '10:00', course: 'Chemistry', room: 'Lab 2' },
];

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function RowSpanningGrid() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        aria-label="Weekly timetable"
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
