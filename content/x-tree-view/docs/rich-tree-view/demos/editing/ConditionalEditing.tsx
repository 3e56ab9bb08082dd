import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Playlist = TreeViewBaseItem<{ id: string; label: string; locked?: boolean }>;

const PLAYLISTS: Playlist[] = [
  {
    id: 'library',
    label: 'Library (system folder)',
    locked: true,
    children: [
      { id: 'focus', label: 'Deep focus' },
      { id: 'running', label: 'Morning run' },
      { id: 'liked', label: 'Liked songs (system)', locked: true },
    ],
  },
];

export default function ConditionalEditing() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        aria-label="Playlists"
        items={PLAYLISTS}
        defaultExpandedItems={['library']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={(item) => !item.locked}
      />
    </Box>
  );
}
