import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 200, minWidth: 220 }}>
        <SimpleTreeView
          aria-label="Playlist"
          multiSelect
          onItemSelectionToggle={(event, itemId, isSelected) =>
            setLog((prev) =>
              [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...prev].slice(
                0,
                5,
              ),
            )
          }
        >
          <TreeItem itemId="intro" label="Intro" />
          <TreeItem itemId="verse" label="Verse" />
          <TreeItem itemId="chorus" label="Chorus" />
          <TreeItem itemId="bridge" label="Bridge" />
          <TreeItem itemId="outro" label="Outro" />
        </SimpleTreeView>
      </Box>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="p">
          onItemSelectionToggle
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click items, with Ctrl, ⌘ or Shift held.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${index}-${entry}`} variant="body2">
              {entry}
            </Typography>
          ))
        )}
      </Stack>
    </Stack>
  );
}
