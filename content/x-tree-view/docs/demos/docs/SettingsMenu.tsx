import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SettingsMenu() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['workspace']}>
        <TreeItem itemId="workspace" label="Workspace">
          <TreeItem itemId="general" label="General" />
          <TreeItem itemId="members" label="Members" />
          <TreeItem itemId="integrations" label="Integrations" />
        </TreeItem>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="password" label="Password" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing" />
      </SimpleTreeView>
    </Box>
  );
}
