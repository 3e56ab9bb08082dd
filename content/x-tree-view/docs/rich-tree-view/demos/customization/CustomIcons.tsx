import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const OUTLINE: TreeViewBaseItem[] = [
  {
    id: 'intro',
    label: 'Introduction',
    children: [
      { id: 'scope', label: 'Scope' },
      { id: 'terms', label: 'Terms' },
    ],
  },
  {
    id: 'methods',
    label: 'Methods',
    children: [
      { id: 'survey', label: 'Survey' },
      { id: 'interviews', label: 'Interviews' },
    ],
  },
  { id: 'results', label: 'Results' },
];

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Report outline"
        items={OUTLINE}
        defaultExpandedItems={['intro']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: RemoveIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'disabled' },
        }}
      />
    </Box>
  );
}
