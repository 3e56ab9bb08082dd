import * as React from 'react';
import Stack from '@mui/system/Stack';
import Item from './item';

const labels = [
  'bug',
  'documentation',
  'good first issue',
  'help wanted',
  'performance',
];

export default function FlexGapStack() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 300 }}
    >
      {labels.map((label) => (
        <Item key={label}>{label}</Item>
      ))}
    </Stack>
  );
}
