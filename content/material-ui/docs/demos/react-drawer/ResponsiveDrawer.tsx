import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const folders = ['Inbox', 'Starred', 'Sent', 'Drafts'];

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);

  const drawer = (
    <List sx={{ width: 200 }}>
      {folders.map((folder) => (
        <ListItem key={folder} disablePadding>
          <ListItemButton onClick={() => setMobileOpen(false)}>
            <ListItemText primary={folder} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    // The bounded box stands in for the viewport; `isolation` keeps z-indexes inside.
    <Box sx={{ display: 'flex', width: '100%', height: 280, isolation: 'isolate' }}>
      <Box component="nav" aria-label="Mail folders" sx={{ flexShrink: 0 }}>
        {/* Small screens: a temporary drawer, opened from the app bar. */}
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { sm: 'none' } }}
        >
          {drawer}
        </Drawer>
        {/* From the sm breakpoint up: a permanent drawer, part of the layout. */}
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', sm: 'block' },
            height: '100%',
            '& .MuiDrawer-paper': { position: 'relative' },
          }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar position="static">
          <Toolbar>
            <IconButton
              color="inherit"
              aria-label="Open navigation"
              edge="start"
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 2, display: { sm: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" noWrap>
              Mail
            </Typography>
          </Toolbar>
        </AppBar>
        <Typography sx={{ p: 3 }}>
          Narrow the window: on small screens the folders move into a drawer that
          opens from the menu button.
        </Typography>
      </Box>
    </Box>
  );
}
