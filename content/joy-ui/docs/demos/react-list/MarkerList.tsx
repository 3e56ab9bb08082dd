import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function MarkerList() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <div>
        <Typography level="title-sm">Before you start</Typography>
        <List marker="disc">
          <ListItem>Node.js 18 or later</ListItem>
          <ListItem>A package manager</ListItem>
          <ListItem>A code editor</ListItem>
        </List>
      </div>
      <div>
        <Typography level="title-sm">Steps</Typography>
        <List component="ol" marker="decimal">
          <ListItem>Install the packages</ListItem>
          <ListItem>Wrap the app in the provider</ListItem>
          <ListItem>Import a component</ListItem>
        </List>
      </div>
    </Stack>
  );
}
