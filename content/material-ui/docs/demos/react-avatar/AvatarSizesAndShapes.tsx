import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import AssignmentIcon from '@mui/icons-material/Assignment';

const colors = { bgcolor: 'secondary.main', color: 'secondary.contrastText' };

export default function AvatarSizesAndShapes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ ...colors, width: 24, height: 24, fontSize: '0.75rem' }}>S</Avatar>
        <Avatar sx={colors}>M</Avatar>
        <Avatar sx={{ ...colors, width: 56, height: 56, fontSize: '1.75rem' }}>L</Avatar>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Avatar variant="circular" sx={colors}>
          <FolderIcon />
        </Avatar>
        <Avatar variant="rounded" sx={colors}>
          <AssignmentIcon />
        </Avatar>
        <Avatar variant="square" sx={colors}>
          SQ
        </Avatar>
      </Stack>
    </Stack>
  );
}
