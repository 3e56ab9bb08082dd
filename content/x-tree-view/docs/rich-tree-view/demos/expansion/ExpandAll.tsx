import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CONTINENTS: TreeViewBaseItem[] = [
  {
    id: 'africa',
    label: 'Africa',
    children: [
      {
        id: 'kenya',
        label: 'Kenya',
        children: [{ id: 'nairobi', label: 'Nairobi' }],
      },
      { id: 'ghana', label: 'Ghana', children: [{ id: 'accra', label: 'Accra' }] },
    ],
  },
  {
    id: 'oceania',
    label: 'Oceania',
    children: [
      {
        id: 'australia',
        label: 'Australia',
        children: [
          { id: 'sydney', label: 'Sydney' },
          { id: 'perth', label: 'Perth' },
        ],
      },
    ],
  },
];

function collectParentIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...collectParentIds(item.children)] : [],
  );
}

export default function ExpandAll() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 320, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => setExpanded(collectParentIds(CONTINENTS))}
        >
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Offices"
        items={CONTINENTS}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
