import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionEvents() {
  const [lastEvent, setLastEvent] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Last toggle: {lastEvent ?? 'none yet'}
      </Typography>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Library"
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLastEvent(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
        >
          <TreeItem itemId="fiction" label="Fiction">
            <TreeItem itemId="novels" label="Novels" />
            <TreeItem itemId="short-stories" label="Short stories" />
          </TreeItem>
          <TreeItem itemId="non-fiction" label="Non-fiction">
            <TreeItem itemId="history" label="History" />
            <TreeItem itemId="science" label="Science" />
          </TreeItem>
          <TreeItem itemId="poetry" label="Poetry">
            <TreeItem itemId="anthologies" label="Anthologies" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
