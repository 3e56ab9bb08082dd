import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import ShareIcon from '@mui/icons-material/Share';
import LinkIcon from '@mui/icons-material/Link';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';

const actions = [
  { text: 'Share', icon: <ShareIcon /> },
  { text: 'Copy link', icon: <LinkIcon /> },
  { text: 'Edit', icon: <EditIcon /> },
  { text: 'Delete', icon: <DeleteIcon /> },
];

export default function SwipeableBottomDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open bottom sheet
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // Swiping in from the screen edge is turned off because this demo sits inside a docs page.
        disableSwipeToOpen
      >
        {/* A handle that hints the sheet can be dragged down to close it. */}
        <Box
          sx={{
            width: 32,
            height: 4,
            borderRadius: 2,
            bgcolor: 'action.disabled',
            mx: 'auto',
            mt: 1,
          }}
        />
        <List>
          {actions.map((action) => (
            <ListItem key={action.text} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText primary={action.text} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </div>
  );
}
