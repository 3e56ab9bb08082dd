import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export default function DividerVariants() {
  return (
    <List
      aria-label="Divider variants"
      sx={{
        width: '100%',
        maxWidth: 360,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <ListItem>
        <ListItemText primary="Above a full-width divider" />
      </ListItem>
      <Divider component="li" variant="fullWidth" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Above an inset divider" />
      </ListItem>
      <Divider component="li" variant="inset" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Above a middle divider" />
      </ListItem>
      <Divider component="li" variant="middle" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Last item" />
      </ListItem>
    </List>
  );
}
