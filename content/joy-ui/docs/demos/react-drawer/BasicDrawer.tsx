import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const pages = [
  { label: 'Dashboard', icon: <DashboardRounded /> },
  { label: 'Projects', icon: <FolderRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

export default function BasicDrawer() {
  const [open, setOpen] = React.useState(false);
  // Mount the drawer on first open, so nothing is added to the page before.
  const [mounted, setMounted] = React.useState(false);
  const [page, setPage] = React.useState('Dashboard');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<MenuRounded />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Menu
      </Button>
      <Typography level="body-sm">Current page: {page}</Typography>
      {mounted && (
        <Drawer open={open} onClose={() => setOpen(false)}>
          <ModalClose aria-label="Close menu" />
          <DialogTitle>Acme workspace</DialogTitle>
          <List component="nav" aria-label="Main" sx={{ px: 1 }}>
            {pages.map((item) => (
              <ListItem key={item.label}>
                <ListItemButton
                  selected={page === item.label}
                  aria-current={page === item.label ? 'page' : undefined}
                  onClick={() => {
                    setPage(item.label);
                    setOpen(false);
                  }}
                >
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Drawer>
      )}
    </Box>
  );
}
