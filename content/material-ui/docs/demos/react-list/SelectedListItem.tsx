import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InboxIcon from '@mui/icons-material/Inbox';
import DraftsIcon from '@mui/icons-material/Drafts';
import SendIcon from '@mui/icons-material/Send';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
];

export default function SelectedListItem() {
  const [selectedIndex, setSelectedIndex] = React.useState(0);

  return (
    <List
      component="nav"
      aria-label="Folders"
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
    >
      {folders.map((folder, index) => (
        <ListItemButton
          key={folder.label}
          selected={selectedIndex === index}
          // `selected` is only visual; aria-current tells assistive technology.
          aria-current={selectedIndex === index ? 'page' : undefined}
          onClick={() => setSelectedIndex(index)}
        >
          <ListItemIcon>{folder.icon}</ListItemIcon>
          <ListItemText primary={folder.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
