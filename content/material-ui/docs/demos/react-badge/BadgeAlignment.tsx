import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge, { BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

const square = { width: 40, height: 40, bgcolor: 'primary.main', borderRadius: 1 };
const circle = { bgcolor: 'secondary.main', color: 'secondary.contrastText' };

export default function BadgeAlignment() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {corners.map((anchorOrigin) => (
          <Badge
            key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
            color="secondary"
            badgeContent={7}
            anchorOrigin={anchorOrigin}
          >
            <Box sx={square} />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        <Badge color="primary" variant="dot" overlap="rectangular">
          <Avatar sx={circle}>R</Avatar>
        </Badge>
        <Badge color="primary" variant="dot" overlap="circular">
          <Avatar sx={circle}>C</Avatar>
        </Badge>
      </Stack>
    </Stack>
  );
}
