import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  const [selected, setSelected] = React.useState<string | null>('inbox');

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Open folder: {selected ?? 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Mail folders"
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['inbox']}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="receipts" label="Receipts" />
          <TreeItem itemId="newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="archive" label="Archive" />
        <TreeItem itemId="trash" label="Trash" />
      </SimpleTreeView>
    </Box>
  );
}
