import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Room = TreeViewBaseItem<{ id: string; label: string; booked?: boolean }>;

const ROOMS: Room[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'room-101', label: 'Room 101' },
      { id: 'room-102', label: 'Room 102 (booked)', booked: true },
      { id: 'room-103', label: 'Room 103' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Second floor (closed)',
    booked: true,
    children: [
      { id: 'room-201', label: 'Room 201' },
      { id: 'room-202', label: 'Room 202' },
    ],
  },
];

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Meeting rooms"
        items={ROOMS}
        isItemDisabled={(item) => Boolean(item.booked)}
        defaultExpandedItems={['floor-1']}
      />
    </Box>
  );
}
