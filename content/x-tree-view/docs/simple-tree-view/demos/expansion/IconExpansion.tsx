import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconExpansion() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Help center"
        expansionTrigger="iconContainer"
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="getting-started" label="Getting started">
          <TreeItem itemId="create-account" label="Create an account" />
          <TreeItem itemId="invite" label="Invite your team" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="refunds" label="Refunds" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Showing article: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
