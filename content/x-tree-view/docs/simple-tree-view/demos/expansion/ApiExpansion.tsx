import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiExpansion() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={(event) =>
            apiRef.current?.setItemExpansion(event, 'settings', true)
          }
        >
          Open settings
        </Button>
        <Button
          size="small"
          onClick={(event) =>
            apiRef.current?.setItemExpansion(event, 'settings', false)
          }
        >
          Close settings
        </Button>
      </Stack>
      <SimpleTreeView aria-label="App menu" apiRef={apiRef}>
        <TreeItem itemId="dashboard" label="Dashboard" />
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="notifications" label="Notifications">
            <TreeItem itemId="email" label="Email" />
            <TreeItem itemId="push" label="Push" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
