import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const MENU: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Tomato soup' },
      { id: 'salad', label: 'Green salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'salmon', label: 'Grilled salmon' },
      { id: 'curry', label: 'Vegetable curry' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [{ id: 'tart', label: 'Lemon tart' }],
  },
];

export default function BasicItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Menu"
        items={MENU}
        defaultExpandedItems={['mains']}
      />
    </Box>
  );
}
