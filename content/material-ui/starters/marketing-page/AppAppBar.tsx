import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MenuIcon from '@mui/icons-material/Menu';
import SitemarkLogo from './SitemarkLogo';
import { sections } from './sections';

export default function AppAppBar() {
  const [open, setOpen] = React.useState(false);

  const closeMenu = () => setOpen(false);

  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        top: 0,
        pt: { xs: 1, sm: 2 },
        boxShadow: 'none',
        backgroundImage: 'none',
      }}
    >
      <Container>
        <Toolbar
          variant="dense"
          disableGutters
          sx={(theme) => ({
            gap: 1,
            px: 1.5,
            borderRadius: 3,
            border: '1px solid',
            borderColor: 'divider',
            // A translucent bar: the page shows through, blurred, as it scrolls
            // underneath.
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.background.defaultChannel} / 0.8)`
              : alpha(theme.palette.background.default, 0.8),
            backdropFilter: 'blur(16px)',
            boxShadow: (theme.vars || theme).shadows[1],
          })}
        >
          <Box
            component="a"
            href="#hero"
            sx={{
              display: 'inline-flex',
              textDecoration: 'none',
              borderRadius: 1,
              mr: 1,
            }}
          >
            <SitemarkLogo />
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {sections.map((section) => (
              <Button
                key={section.id}
                href={`#${section.id}`}
                size="small"
                sx={{
                  color: 'text.secondary',
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {section.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', md: 'flex' } }}
          >
            <Button size="small">Sign in</Button>
            <Button variant="contained" size="small">
              Sign up
            </Button>
          </Stack>
          <IconButton
            aria-label="Open navigation menu"
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="top"
        open={open}
        onClose={closeMenu}
        // Announced as a dialog named after the menu button, which also keeps its
        // contents out of axe's landmark rule.
        PaperProps={{
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Navigation menu',
        }}
      >
        <Box sx={{ p: 2 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <SitemarkLogo />
            <IconButton aria-label="Close navigation menu" onClick={closeMenu}>
              <CloseRoundedIcon />
            </IconButton>
          </Box>
          <nav aria-label="Main">
            <List>
              {sections.map((section) => (
                <ListItem key={section.id} disablePadding>
                  {/* An ordinary in-page link: the browser scrolls to the
                      section, and the click closes the drawer. */}
                  <ListItemButton
                    component="a"
                    href={`#${section.id}`}
                    onClick={closeMenu}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText primary={section.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </nav>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Button variant="contained" fullWidth>
              Sign up
            </Button>
            <Button variant="outlined" fullWidth>
              Sign in
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
