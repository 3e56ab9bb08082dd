import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// The tree item already exposes its state with aria-selected, so the checkbox is
// hidden from assistive technologies to avoid announcing the selection twice.
function PermissionItem(props: TreeItem2Props) {
  return <TreeItem2 {...props} slotProps={{ checkbox: { 'aria-hidden': true } }} />;
}

export default function CheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['read', 'comment']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Permissions"
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['documents', 'admin']}
      >
        <PermissionItem itemId="documents" label="Documents">
          <PermissionItem itemId="read" label="Read" />
          <PermissionItem itemId="comment" label="Comment" />
          <PermissionItem itemId="edit" label="Edit" />
        </PermissionItem>
        <PermissionItem itemId="admin" label="Administration">
          <PermissionItem itemId="invite" label="Invite members" />
          <PermissionItem itemId="billing" label="Manage billing" disabled />
        </PermissionItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Granted: {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
