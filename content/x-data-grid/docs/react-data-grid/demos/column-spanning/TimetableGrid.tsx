import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Session {
  start: number;
  hours: number;
  title: string;
}

interface Room {
  id: number;
  room: string;
  sessions: Session[];
}

const rows: Room[] = [
  {
    id: 1,
    room: 'Auditorium',
    sessions: [
      { start: 9, hours: 1, title: 'Keynote' },
      { start: 10, hours: 2, title: 'State of the web platform' },
      { start: 14, hours: 3, title: 'Lightning talks' },
    ],
  },
  {
    id: 2,
    room: 'Room A',
    sessions: [
      { start: 10, hours: 3, title: 'Accessibility workshop' },
      { start: 14, hours: 2, title: 'Testing React apps' },
    ],
  },
  {
    id: 3,
    room: 'Room B',
    sessions: [
      { start: 9, hours: 2, title: 'Design tokens 101' },
      { start: 13, hours: 1, title: 'Office hours' },
      { start: 15, hours: 2, title: 'Performance clinic' },
    ],
  },
];

const hours = [9, 10, 11, 12, 13, 14, 15, 16];
const sessionAt = (room: Room, hour: number) =>
  room.sessions.find((session) => session.start === hour);

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  ...hours.map((hour): GridColDef<Room> => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 110,
    sortable: false,
    valueGetter: (value, row) => sessionAt(row, hour)?.title ?? '',
    // A session covers one column per hour it lasts.
    colSpan: (value, row) => sessionAt(row, hour)?.hours,
    cellClassName: (params) => (params.value ? 'session' : ''),
  })),
];

export default function TimetableGrid() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        '& .session': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
        },
      }}
    >
      <DataGrid
        aria-label="Conference timetable"
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
      />
    </Box>
  );
}
