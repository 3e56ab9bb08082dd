import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export default function ListDividers() {
  return (
    <List
      aria-label="Mailbox folders"
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
    >
      <ListItem>
        <ListItemText primary="Inbox" />
      </ListItem>
      {/* Inside a list: an li for valid HTML, hidden because the list already separates items. */}
      <Divider component="li" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Drafts" />
      </ListItem>
      <Divider component="li" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Sent" />
      </ListItem>
      <Divider component="li" aria-hidden="true" />
      <ListItem>
        <ListItemText primary="Archive" />
      </ListItem>
    </List>
  );
}
