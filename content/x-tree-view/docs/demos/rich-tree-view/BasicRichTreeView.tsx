import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      { id: 'cv', label: 'cv.pdf' },
      { id: 'notes', label: 'notes.txt' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'beach', label: 'beach.jpg' },
      { id: 'mountains', label: 'mountains.jpg' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Files"
        items={ITEMS}
        defaultExpandedItems={['docs']}
      />
    </Box>
  );
}
