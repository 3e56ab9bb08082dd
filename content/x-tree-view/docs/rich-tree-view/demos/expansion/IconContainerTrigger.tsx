import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PAGES: TreeViewBaseItem[] = [
  {
    id: 'docs',
    label: 'Documentation',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'usage', label: 'Usage' },
    ],
  },
  {
    id: 'blog',
    label: 'Blog',
    children: [
      { id: 'release', label: 'Release notes' },
      { id: 'roadmap', label: 'Roadmap' },
    ],
  },
];

export default function IconContainerTrigger() {
  const [page, setPage] = React.useState<string | null>('docs');

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Site pages"
        items={PAGES}
        expansionTrigger="iconContainer"
        selectedItems={page}
        onSelectedItemsChange={(event, itemId) => setPage(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Current page: {page ?? 'none'}
      </Typography>
    </Box>
  );
}
