import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function NestedItems() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Company departments"
        defaultExpandedItems={['engineering', 'frontend']}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="frontend" label="Frontend">
            <TreeItem itemId="design-system" label="Design system" />
            <TreeItem itemId="web-app" label="Web app" />
          </TreeItem>
          <TreeItem itemId="backend" label="Backend">
            <TreeItem itemId="api" label="API" />
            <TreeItem itemId="data" label="Data platform" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="sales" label="Sales">
          <TreeItem itemId="emea" label="EMEA" />
          <TreeItem itemId="americas" label="Americas" />
        </TreeItem>
        <TreeItem itemId="support" label="Support" />
      </SimpleTreeView>
    </Box>
  );
}
