import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledTree() {
  const headingId = React.useId();

  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        Table of contents
      </Typography>
      <SimpleTreeView
        aria-labelledby={headingId}
        defaultExpandedItems={['installation']}
      >
        <TreeItem itemId="introduction" label="Introduction" />
        <TreeItem itemId="installation" label="Installation">
          <TreeItem itemId="npm" label="With npm" />
          <TreeItem itemId="cdn" label="From a CDN" />
        </TreeItem>
        <TreeItem itemId="usage" label="Usage" />
        <TreeItem itemId="faq" label="FAQ" disabled />
      </SimpleTreeView>
    </Box>
  );
}
