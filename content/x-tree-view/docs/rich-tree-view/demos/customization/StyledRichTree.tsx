import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const SECTIONS: TreeViewBaseItem[] = [
  {
    id: 'overview',
    label: 'Overview',
    children: [
      { id: 'traffic', label: 'Traffic' },
      { id: 'revenue', label: 'Revenue' },
    ],
  },
  {
    id: 'audience',
    label: 'Audience',
    children: [
      { id: 'countries', label: 'Countries' },
      { id: 'devices', label: 'Devices' },
    ],
  },
];

export default function StyledRichTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Analytics sections"
        items={SECTIONS}
        defaultExpandedItems={['overview']}
        defaultSelectedItems="traffic"
        itemChildrenIndentation={20}
        sx={{
          [`& .${treeItemClasses.content}`]: {
            py: 0.75,
            borderRadius: 1,
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover, &.Mui-focused': { bgcolor: 'primary.dark' },
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: 'body2.fontSize',
          },
        }}
      />
    </Box>
  );
}
