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

const drawerWidth = 200;

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: 300,
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      <AppBar position="static">
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Toggle navigation"
            aria-expanded={open}
            edge="start"
            onClick={() => setOpen(!open)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            Projects
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <Drawer
          variant="persistent"
          open={open}
          sx={(theme) => ({
            // The space the drawer takes in the layout animates with the drawer.
            width: open ? drawerWidth : 0,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { position: 'relative', width: drawerWidth },
          })}
        >
          <List>
            {['Overview', 'Issues', 'Releases'].map((text) => (
              <ListItem key={text} disablePadding>
                <ListItemButton>
                  <ListItemText primary={text} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Drawer>
        <Box sx={{ flexGrow: 1, p: 3, overflow: 'hidden' }}>
          <Typography>
            The drawer stays open while you work here. Close it with the menu button
            to give this area the full width.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
