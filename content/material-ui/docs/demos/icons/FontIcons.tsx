import * as React from 'react';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

// With the Material Icons font loaded you would write <Icon>star</Icon>.
// This page doesn't load it, so the glyphs below come from the system font:
// Icon sizes and colours whatever character it contains.
export default function FontIcons() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Icon>★</Icon>
      <Icon color="primary">★</Icon>
      <Icon color="secondary" fontSize="large">
        ♥
      </Icon>
      <Icon color="success" fontSize="small">
        ✎
      </Icon>
      <Icon sx={{ color: 'error.main', fontSize: 40 }}>☀</Icon>
    </Stack>
  );
}
