import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Sidebar from './Sidebar';

/** Below the md breakpoint: the store's name and a button that opens the navigation in a drawer. */
export default function MobileHeader() {
  const [open, setOpen] = React.useState(false);
  return (
    <Sheet
      component="header"
      sx={{
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="outlined"
        color="neutral"
        size="sm"
        aria-label="Open navigation"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuRoundedIcon />
      </IconButton>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StorefrontRoundedIcon color="primary" sx={{ fontSize: 28 }} />
        <Typography level="title-md" component="span">
          Acme Supply
        </Typography>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        slotProps={{ content: { 'aria-label': 'Navigation' } }}
      >
        <ModalClose aria-label="Close navigation" />
        <Sidebar />
      </Drawer>
    </Sheet>
  );
}
