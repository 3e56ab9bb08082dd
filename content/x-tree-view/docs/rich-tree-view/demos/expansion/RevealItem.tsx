import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const FILES: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'utils',
        label: 'utils',
        children: [
          { id: 'format', label: 'format.ts' },
          { id: 'parse', label: 'parse.ts' },
        ],
      },
      { id: 'index', label: 'index.ts' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [{ id: 'parse-test', label: 'parse.test.ts' }],
  },
];

export default function RevealItem() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const reveal = (event: React.SyntheticEvent) => {
    // Open every ancestor in one state update.
    setExpanded((prev) => Array.from(new Set([...prev, 'src', 'utils'])));
    // A collapsed item cannot receive the focus: wait for the branch to render.
    setTimeout(() => apiRef.current?.focusItem(event, 'parse'));
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Button size="small" onClick={reveal} sx={{ mb: 1 }}>
        Reveal parse.ts
      </Button>
      <RichTreeView
        aria-label="Repository"
        items={FILES}
        apiRef={apiRef}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
