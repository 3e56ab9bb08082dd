import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success'] as const;

// Pick a stable colour from the name, so a person keeps the same avatar across renders.
function stringAvatar(name: string) {
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const color = colors[hash % colors.length];
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return {
    children: initials,
    sx: { bgcolor: `${color}.main`, color: `${color}.contrastText` },
  };
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        N
      </Avatar>
      <Avatar {...stringAvatar('Katherine Johnson')} />
      <Avatar {...stringAvatar('Margaret Hamilton')} />
      <Avatar {...stringAvatar('Tim Berners-Lee')} />
    </Stack>
  );
}
