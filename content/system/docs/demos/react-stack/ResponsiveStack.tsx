import * as React from 'react';
import Stack from '@mui/system/Stack';
import Item from './item';

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      <Item>Plan</Item>
      <Item>Build</Item>
      <Item>Ship</Item>
    </Stack>
  );
}
