import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const SPRINTS: TreeViewBaseItem[] = [
  { id: 'current', label: 'Sprint 14 (current)' },
  { id: 'next', label: 'Sprint 15' },
];

export default function RenameWithApi() {
  const apiRef = useTreeViewApiRef();
  const [closed, setClosed] = React.useState(false);

  return (
    <Box sx={{ minHeight: 160, minWidth: 260 }}>
      <Button
        size="small"
        disabled={closed}
        sx={{ mb: 1 }}
        onClick={() => {
          apiRef.current?.updateItemLabel('current', 'Sprint 14 (closed)');
          apiRef.current?.updateItemLabel('next', 'Sprint 15 (current)');
          setClosed(true);
        }}
      >
        Close sprint 14
      </Button>
      <RichTreeView aria-label="Sprints" items={SPRINTS} apiRef={apiRef} />
    </Box>
  );
}
