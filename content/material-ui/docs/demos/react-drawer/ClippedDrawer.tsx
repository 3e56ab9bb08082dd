import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 200;

export default function ClippedDrawer() {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        width: '100%',
        height: 300,
        overflow: 'hidden',
        isolation: 'isolate',
      }}
    >
      {/* Raised above the drawer so the drawer appears to slide under it. */}
      <AppBar
        position="absolute"
        sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}
      >
        <Toolbar>
          <Typography variant="h6" component="div" noWrap>
            Analytics
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            position: 'relative',
            width: drawerWidth,
            boxSizing: 'border-box',
          },
        }}
      >
        {/* An empty Toolbar reserves the app bar's height. */}
        <Toolbar />
        <List>
          {['Traffic', 'Audience', 'Conversions'].map((text) => (
            <ListItem key={text} disablePadding>
              <ListItemButton>
                <ListItemText primary={text} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'hidden' }}>
        <Toolbar />
        <Typography>
          The app bar spans the full width; the drawer starts below it.
        </Typography>
      </Box>
    </Box>
  );
}
