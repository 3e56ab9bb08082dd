import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function SimpleBadge() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge badgeContent={4} color="primary">
        <MailIcon color="action" />
      </Badge>
      <IconButton aria-label="Notifications, 3 unread">
        <Badge badgeContent={3} color="secondary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
