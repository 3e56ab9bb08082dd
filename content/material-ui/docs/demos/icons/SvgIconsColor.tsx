import * as React from 'react';
import Stack from '@mui/material/Stack';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function SvgIconsColor() {
  return (
    <Stack direction="row" spacing={2}>
      <FavoriteIcon />
      <FavoriteIcon color="primary" />
      <FavoriteIcon color="secondary" />
      <FavoriteIcon color="success" />
      <FavoriteIcon color="error" />
      <FavoriteIcon color="action" />
      <FavoriteIcon color="disabled" />
      {/* Any palette token or CSS colour through sx */}
      <FavoriteIcon sx={{ color: 'warning.dark' }} />
      <FavoriteIcon htmlColor="#e91e63" />
    </Stack>
  );
}
