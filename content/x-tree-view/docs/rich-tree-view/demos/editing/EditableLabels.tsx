import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const BOARDS: TreeViewBaseItem[] = [
  {
    id: 'roadmap',
    label: 'Roadmap',
    children: [
      { id: 'now', label: 'Now' },
      { id: 'next', label: 'Next' },
      { id: 'later', label: 'Later' },
    ],
  },
  { id: 'backlog', label: 'Backlog' },
  { id: 'done', label: 'Done' },
];

export default function EditableLabels() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeView
        aria-label="Boards"
        items={BOARDS}
        defaultExpandedItems={['roadmap']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        onItemLabelChange={(itemId, label) =>
          setLastChange(`${itemId} → “${label}”`)
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {lastChange
          ? `Renamed ${lastChange}`
          : 'Double-click a label, or focus an item and press Enter.'}
      </Typography>
    </Box>
  );
}
