import * as React from 'react';
import { styled } from '@mui/system';
import Stack from '@mui/system/Stack';

const Item = styled('div')(({ theme }) => ({
  backgroundColor: '#fff',
  color: '#1c2025',
  border: '1px solid',
  borderColor: '#ced7e0',
  padding: theme.spacing(1),
  borderRadius: '4px',
  textAlign: 'center',
  ...theme.applyStyles('dark', {
    backgroundColor: '#1a2027',
    color: '#f3f6f9',
    borderColor: '#444d58',
  }),
}));

export default function BasicStack() {
  return (
    <Stack spacing={2}>
      <Item>Item 1</Item>
      <Item>Item 2</Item>
      <Item>Item 3</Item>
    </Stack>
  );
}
