import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

const items = [
  { text: 'Inbox', icon: <InboxIcon /> },
  { text: 'Sent', icon: <SendIcon /> },
  { text: 'Drafts', icon: <DraftsIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  // The anchor is kept after closing so the drawer slides out on the side it came from.
  const [anchor, setAnchor] = React.useState<Anchor>('left');

  const openDrawer = (side: Anchor) => {
    setAnchor(side);
    setOpen(true);
  };
  const closeDrawer = () => setOpen(false);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button key={side} variant="outlined" onClick={() => openDrawer(side)}>
          Open {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={closeDrawer}>
        <Box sx={{ width: horizontal ? 'auto' : 250 }}>
          <List>
            {items.map((item) => (
              <ListItem key={item.text} disablePadding>
                <ListItemButton onClick={closeDrawer}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.text} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
