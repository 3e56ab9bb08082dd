import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';

const team = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli', 'Femi'];
const avatarColors = { bgcolor: 'primary.main', color: 'primary.contrastText' };
const surplus = { sx: { bgcolor: 'grey.700', color: 'common.white' } };

export default function GroupedAvatars() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* max counts the "+N" avatar: 3 people are shown, then "+3". */}
      <AvatarGroup max={4} slotProps={{ surplus }}>
        {team.map((name) => (
          <Avatar key={name} sx={avatarColors}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      {/* total: the group is larger than the avatars you have loaded. */}
      <AvatarGroup total={24} spacing="small" slotProps={{ surplus }}>
        {team.slice(0, 3).map((name) => (
          <Avatar key={name} sx={avatarColors}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
