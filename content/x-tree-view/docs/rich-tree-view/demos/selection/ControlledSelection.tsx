import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ARTICLES: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'setup', label: 'Setting up your store' },
      { id: 'payments', label: 'Accepting payments' },
    ],
  },
  {
    id: 'policies',
    label: 'Policies',
    children: [
      { id: 'returns', label: 'Returns' },
      { id: 'shipping', label: 'Shipping' },
    ],
  },
];

export default function ControlledSelection() {
  const [selected, setSelected] = React.useState<string | null>('payments');

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Reading: {selected ?? 'nothing'}
      </Typography>
      <RichTreeView
        aria-label="Help articles"
        items={ARTICLES}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['guides']}
      />
    </Box>
  );
}
