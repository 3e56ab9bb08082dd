import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

interface TaskItemProps extends Omit<TreeItem2Props, 'label'> {
  title: string;
  owner: string;
}

function TaskItem(props: TaskItemProps) {
  const { title, owner, ...other } = props;
  return (
    <TreeItem2
      {...other}
      label={
        <Box sx={{ display: 'flex', flexDirection: 'column', py: 0.5 }}>
          <Typography variant="body2">{title}</Typography>
          <Typography variant="caption" color="text.secondary">
            Owner: {owner}
          </Typography>
        </Box>
      }
    />
  );
}

export default function TaskItems() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView aria-label="Launch plan" defaultExpandedItems={['launch']}>
        <TaskItem itemId="launch" title="Product launch" owner="Amara">
          <TaskItem itemId="notes" title="Write release notes" owner="Jonas" />
          <TaskItem itemId="video" title="Record demo video" owner="Mei" />
          <TaskItem itemId="email" title="Send announcement" owner="Amara" />
        </TaskItem>
      </SimpleTreeView>
    </Box>
  );
}
