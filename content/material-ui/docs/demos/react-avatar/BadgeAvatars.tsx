import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge
        overlap="circular"
        variant="dot"
        color="success"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // A ring in the page colour separates the dot from the avatar.
        sx={{
          '& .MuiBadge-dot': {
            width: 14,
            height: 14,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
          },
        }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          MH
        </Avatar>
      </Badge>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar sx={{ width: 22, height: 22, bgcolor: 'background.paper' }}>
            <EditIcon color="primary" sx={{ fontSize: 14 }} />
          </Avatar>
        }
      >
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          KJ
        </Avatar>
      </Badge>
    </Stack>
  );
}
