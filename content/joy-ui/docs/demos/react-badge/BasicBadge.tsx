import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function BasicBadge() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Notifications, 4 unread">
        <Badge badgeContent={4}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Inbox, new messages">
        <Badge color="danger" size="sm">
          <MailIcon />
        </Badge>
      </IconButton>
      <Badge badgeContent="New" color="success" variant="soft">
        <Typography level="title-md" sx={{ pr: 2 }}>
          Reports
        </Typography>
      </Badge>
    </Stack>
  );
}
