import * as React from 'react';
import Stack from '@mui/system/Stack';
import Item from './item';

export default function BasicStack() {
  return (
    <Stack spacing={2}>
      <Item>Item 1</Item>
      <Item>Item 2</Item>
      <Item>Item 3</Item>
    </Stack>
  );
}
