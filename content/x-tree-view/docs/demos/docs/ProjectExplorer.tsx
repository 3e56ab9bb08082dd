import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'header', label: 'Header.tsx' },
          { id: 'sidebar', label: 'Sidebar.tsx' },
          { id: 'footer', label: 'Footer.tsx' },
        ],
      },
      {
        id: 'pages',
        label: 'pages',
        children: [
          { id: 'home', label: 'index.tsx' },
          { id: 'about', label: 'about.tsx' },
        ],
      },
      { id: 'app', label: 'App.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [
      { id: 'favicon', label: 'favicon.ico' },
      { id: 'robots', label: 'robots.txt' },
    ],
  },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export default function ProjectExplorer() {
  const [selected, setSelected] = React.useState<string | null>('app');

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files"
        items={ITEMS}
        defaultExpandedItems={['src', 'components']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Selected item id: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
