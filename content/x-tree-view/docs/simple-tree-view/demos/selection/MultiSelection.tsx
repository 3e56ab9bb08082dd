import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>(['tomatoes']);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Garden plan"
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['vegetables', 'herbs']}
      >
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="tomatoes" label="Tomatoes" />
          <TreeItem itemId="peppers" label="Peppers" />
          <TreeItem itemId="zucchini" label="Zucchini" />
        </TreeItem>
        <TreeItem itemId="herbs" label="Herbs">
          <TreeItem itemId="basil" label="Basil" />
          <TreeItem itemId="mint" label="Mint" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
