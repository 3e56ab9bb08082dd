import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Guide outline"
        disableSelection
        defaultExpandedItems={['chapter-1']}
      >
        <TreeItem itemId="chapter-1" label="1. Planning">
          <TreeItem itemId="goals" label="1.1 Goals" />
          <TreeItem itemId="budget" label="1.2 Budget" />
        </TreeItem>
        <TreeItem itemId="chapter-2" label="2. Execution">
          <TreeItem itemId="timeline" label="2.1 Timeline" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
