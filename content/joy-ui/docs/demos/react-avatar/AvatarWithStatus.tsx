import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function AvatarWithStatus() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Badge
        color="success"
        size="sm"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        sx={{ '--Badge-paddingX': '0px' }}
      >
        <Avatar size="lg" color="primary">
          NK
        </Avatar>
      </Badge>
      <div>
        <Typography level="title-md">Nadia Karim</Typography>
        <Typography level="body-sm">Online · Product designer</Typography>
      </div>
    </Box>
  );
}
