import * as React from 'react';
import Badge, { BadgeOrigin } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';

const origins: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function BadgePosition() {
  return (
    <Stack direction="row" spacing={5} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      {origins.map((origin) => (
        <Badge
          key={`${origin.vertical}-${origin.horizontal}`}
          anchorOrigin={origin}
          badgeContent={`${origin.vertical[0]}${origin.horizontal[0]}`.toUpperCase()}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 'sm',
              bgcolor: 'background.level2',
            }}
          />
        </Badge>
      ))}
      <Badge badgeInset="14%" color="success">
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: 'background.level2',
          }}
        />
      </Badge>
    </Stack>
  );
}
