import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import { ColorPaletteProp } from '@mui/joy/styles';

const members: { name: string; color: ColorPaletteProp }[] = [
  { name: 'Amara Okafor', color: 'primary' },
  { name: 'Ben Carter', color: 'success' },
  { name: 'Chen Wei', color: 'warning' },
  { name: 'Diego Alvarez', color: 'danger' },
  { name: 'Elif Yilmaz', color: 'neutral' },
  { name: 'Farah Haddad', color: 'primary' },
  { name: 'Goran Petrov', color: 'success' },
];

const MAX_VISIBLE = 4;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function GroupedAvatars() {
  const visible = members.slice(0, MAX_VISIBLE);
  const hidden = members.length - visible.length;

  return (
    <AvatarGroup role="group" aria-label={`${members.length} project members`}>
      {visible.map((member) => (
        <Avatar
          key={member.name}
          color={member.color}
          role="img"
          aria-label={member.name}
        >
          {initials(member.name)}
        </Avatar>
      ))}
      {hidden > 0 && (
        <Avatar variant="solid" role="img" aria-label={`${hidden} more members`}>
          +{hidden}
        </Avatar>
      )}
    </AvatarGroup>
  );
}
