import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']}>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="security" label="Security" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="email" label="Email" />
          <TreeItem itemId="push" label="Push" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing" disabled />
      </SimpleTreeView>
    </Box>
  );
}
