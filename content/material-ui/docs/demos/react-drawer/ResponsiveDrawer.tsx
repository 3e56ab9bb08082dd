import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';

const drawerWidth = 200;

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);

  const drawer = (
    <div>
      <Toolbar />
      <Divider />
      <List>
        {[
          { text: 'Inbox', icon: <InboxIcon /> },
          { text: 'Starred', icon: <StarIcon /> },
          { text: 'Sent', icon: <SendIcon /> },
        ].map((item) => (
          <ListItem key={item.text} disablePadding>
            <ListItemButton onClick={() => setMobileOpen(false)}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.text} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </div>
  );

  return (
    // The bounded box stands in for the viewport; `isolation` keeps the z-indexes inside it.
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        width: '100%',
        height: 340,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <AppBar
        position="absolute"
        sx={{ width: { sm: `calc(100% - ${drawerWidth}px)` }, ml: { sm: `${drawerWidth}px` } }}
      >
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
      <Box component="nav" aria-label="Mail folders" sx={{ flexShrink: 0 }}>
        {/* Small screens: a temporary drawer opened from the app bar. */}
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{
            display: { xs: 'block', sm: 'none' },
            '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
          }}
        >
          {drawer}
        </Drawer>
        {/* From the `sm` breakpoint: a permanent drawer, part of the layout. */}
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', sm: 'block' },
            height: '100%',
            '& .MuiDrawer-paper': { position: 'relative', width: drawerWidth, boxSizing: 'border-box' },
          }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'hidden' }}>
        <Toolbar />
        <Typography>
          Resize the window: below the small breakpoint the folders move into a drawer that opens
          from the menu button.
        </Typography>
      </Box>
    </Box>
  );
}
