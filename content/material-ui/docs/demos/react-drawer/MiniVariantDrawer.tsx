import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BarChartIcon from '@mui/icons-material/BarChart';
import SettingsIcon from '@mui/icons-material/Settings';

const items = [
  { text: 'Dashboard', icon: <DashboardIcon /> },
  { text: 'Customers', icon: <PeopleIcon /> },
  { text: 'Reports', icon: <BarChartIcon /> },
  { text: 'Settings', icon: <SettingsIcon /> },
];

export default function MiniVariantDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', width: '100%', height: 300, isolation: 'isolate' }}>
      <Drawer
        variant="permanent"
        sx={(theme) => ({
          width: open ? 200 : 56,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          transition: theme.transitions.create('width'),
          '& .MuiDrawer-paper': { position: 'relative', overflowX: 'hidden' },
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <List>
          {items.map((item) => (
            <ListItem key={item.text} disablePadding>
              <ListItemButton sx={{ px: 2 }}>
                <ListItemIcon sx={{ minWidth: 0, mr: 2 }}>{item.icon}</ListItemIcon>
                {/* Hidden visually when collapsed, but still the button's accessible name. */}
                <ListItemText primary={item.text} sx={{ opacity: open ? 1 : 0 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'hidden' }}>
        <Typography>
          Collapsed, the drawer shows only icons. Expand it to reveal the labels.
        </Typography>
      </Box>
    </Box>
  );
}
