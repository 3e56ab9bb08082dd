import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIndentation() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Regions"
        itemChildrenIndentation={32}
        defaultExpandedItems={['north-america', 'usa']}
      >
        <TreeItem itemId="north-america" label="North America">
          <TreeItem itemId="usa" label="United States">
            <TreeItem itemId="california" label="California" />
            <TreeItem itemId="texas" label="Texas" />
          </TreeItem>
          <TreeItem itemId="canada" label="Canada" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
