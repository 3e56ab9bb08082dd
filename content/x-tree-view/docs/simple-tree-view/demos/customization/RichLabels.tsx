import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function CountLabel({ text, count }: { text: string; count: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {text}
      </Box>
      <Chip size="small" label={`${count} new`} />
    </Box>
  );
}

export default function RichLabels() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <SimpleTreeView aria-label="Channels" defaultExpandedItems={['team']}>
        <TreeItem itemId="team" label={<CountLabel text="Team" count={12} />}>
          <TreeItem
            itemId="general"
            label={<CountLabel text="general" count={9} />}
          />
          <TreeItem itemId="random" label={<CountLabel text="random" count={3} />} />
        </TreeItem>
        <TreeItem
          itemId="direct"
          label={<CountLabel text="Direct messages" count={1} />}
        />
      </SimpleTreeView>
    </Box>
  );
}
