import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';

const messages = Array.from({ length: 12 }, (_, index) => ({
  id: index,
  title: `Message ${index + 1}`,
  preview: index % 2 ? 'Lunch on Friday?' : 'The build finished successfully.',
}));

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    // In an app, the Paper would use `position: 'fixed'` against the viewport.
    <Box
      sx={{
        position: 'relative',
        width: 360,
        maxWidth: '100%',
        height: 320,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ height: '100%', overflowY: 'auto', pb: 7 }}>
        <List dense>
          {messages.map((message) => (
            <ListItem key={message.id} disablePadding>
              <ListItemButton>
                <ListItemText primary={message.title} secondary={message.preview} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper
        elevation={3}
        sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
      >
        <BottomNavigation
          showLabels
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
        >
          <BottomNavigationAction label="Inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Starred" icon={<StarIcon />} />
          <BottomNavigationAction label="Sent" icon={<SendIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
