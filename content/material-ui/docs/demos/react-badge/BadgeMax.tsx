import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge color="primary" badgeContent={99}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="primary" badgeContent={100}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="primary" badgeContent={1000} max={999}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="primary" badgeContent={0}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="primary" badgeContent={0} showZero>
        <MailIcon color="action" />
      </Badge>
    </Stack>
  );
}
