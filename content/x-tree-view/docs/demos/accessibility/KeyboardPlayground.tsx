import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'france', label: 'France' },
      { id: 'germany', label: 'Germany' },
      { id: 'greece', label: 'Greece' },
      { id: 'italy', label: 'Italy' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'india', label: 'India' },
      { id: 'japan', label: 'Japan' },
      { id: 'korea', label: 'South Korea' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'brazil', label: 'Brazil' },
      { id: 'canada', label: 'Canada' },
      { id: 'mexico', label: 'Mexico' },
    ],
  },
];

export default function KeyboardPlayground() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 300, minWidth: 240 }}>
        <RichTreeView
          aria-label="Destinations"
          items={ITEMS}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
          onItemFocus={(event, itemId) => setFocused(itemId)}
        />
      </Box>
      <Stack spacing={1}>
        <Typography variant="body2">Focused: {focused ?? 'none'}</Typography>
        <Typography variant="body2">
          Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Try the arrow keys, Home, End, * and typing a letter.
        </Typography>
      </Stack>
    </Stack>
  );
}
