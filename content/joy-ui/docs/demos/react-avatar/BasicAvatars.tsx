import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import GroupsIcon from '@mui/icons-material/Groups';

// A small illustrated portrait, embedded so the demo works offline.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <rect width="80" height="80" fill="#f6c89f"/>
    <circle cx="40" cy="32" r="14" fill="#7a4a2a"/>
    <path d="M14 80c2-16 13-24 26-24s24 8 26 24z" fill="#2f6f8f"/>
  </svg>`,
)}`;

export default function BasicAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={portrait} alt="Sam Rivera" />
      <Avatar role="img" aria-label="Ada Lovelace">
        AL
      </Avatar>
      <Avatar role="img" aria-label="Design team">
        <GroupsIcon />
      </Avatar>
      <Avatar />
    </Stack>
  );
}
