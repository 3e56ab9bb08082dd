import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const NOTIFICATIONS: TreeViewBaseItem[] = [
  {
    id: 'activity',
    label: 'Activity',
    children: [
      { id: 'mentions', label: 'Mentions' },
      { id: 'replies', label: 'Replies' },
      { id: 'reactions', label: 'Reactions' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'security', label: 'Security alerts' },
      { id: 'invoices', label: 'Invoices' },
    ],
  },
];

export default function CheckboxMultiSelection() {
  const [selected, setSelected] = React.useState<string[]>(['mentions', 'security']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Email notifications"
        items={NOTIFICATIONS}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['activity', 'account']}
        slots={{ item: TreeItem2 }}
        // aria-selected on the item already conveys the state to assistive technologies.
        slotProps={{ item: { slotProps: { checkbox: { 'aria-hidden': true } } } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Email me about: {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
