import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const BRANCHES = ['fruits', 'citrus', 'berries', 'vegetables'];

export default function ControlledExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>(['fruits']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(BRANCHES)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Produce"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="fruits" label="Fruits">
          <TreeItem itemId="citrus" label="Citrus">
            <TreeItem itemId="lemon" label="Lemon" />
            <TreeItem itemId="orange" label="Orange" />
          </TreeItem>
          <TreeItem itemId="berries" label="Berries">
            <TreeItem itemId="strawberry" label="Strawberry" />
            <TreeItem itemId="blueberry" label="Blueberry" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="carrot" label="Carrot" />
          <TreeItem itemId="leek" label="Leek" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
