import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';

const notifications = [
  { id: 1, title: 'New order #1042', detail: 'Lucas Bergström · $1,199.00' },
  { id: 2, title: 'Payout sent', detail: '$3,024.00 to your bank account' },
  { id: 3, title: 'Report ready', detail: 'Last quarter is ready to view' },
];

interface HeaderProps {
  search: string;
  onSearchChange: (value: string) => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuId: string;
}

export default function Header({
  search,
  onSearchChange,
  onOpenMenu,
  menuOpen,
  menuId,
}: HeaderProps) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [unread, setUnread] = React.useState(notifications.length);
  const notificationsOpen = Boolean(anchorEl);

  const handleOpenNotifications = (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    setUnread(0);
  };

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          aria-controls={menuOpen ? menuId : undefined}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuRoundedIcon />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          <InsightsRoundedIcon color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="h6" component="p" noWrap>
            Acme
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' Insights'}
            </Box>
          </Typography>
        </Box>
        <Box
          component="form"
          role="search"
          onSubmit={(event: React.FormEvent) => event.preventDefault()}
          sx={{ ml: 'auto', flex: '0 1 320px', minWidth: 120 }}
        >
          <OutlinedInput
            size="small"
            fullWidth
            type="search"
            placeholder="Search orders…"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            inputProps={{ 'aria-label': 'Search orders' }}
            startAdornment={
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </Box>
        <IconButton
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          aria-controls={notificationsOpen ? 'notifications-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={notificationsOpen}
          onClick={handleOpenNotifications}
        >
          <Badge badgeContent={unread} color="error">
            <NotificationsRoundedIcon />
          </Badge>
        </IconButton>
        <Menu
          id="notifications-menu"
          anchorEl={anchorEl}
          open={notificationsOpen}
          onClose={() => setAnchorEl(null)}
          // Rendered inside the app bar (not at the end of <body>) so that the menu stays in the banner landmark.
          disablePortal
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {notifications.map((notification) => (
            <MenuItem key={notification.id} onClick={() => setAnchorEl(null)}>
              <ListItemText primary={notification.title} secondary={notification.detail} />
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
