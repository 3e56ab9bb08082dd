import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FileIcons() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Documents"
        defaultExpandedItems={['reports']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
      >
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="q1" label="Q1 2024.pdf" />
          <TreeItem itemId="q2" label="Q2 2024.pdf" />
        </TreeItem>
        <TreeItem itemId="contracts" label="Contracts">
          <TreeItem itemId="lease" label="Office lease.pdf" />
        </TreeItem>
        <TreeItem itemId="notes" label="Meeting notes.txt" />
      </SimpleTreeView>
    </Box>
  );
}
