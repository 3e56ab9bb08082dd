import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Followers', value: '1,204' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '86' },
];

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography level="title-lg">{stat.value}</Typography>
          <Typography level="body-xs">{stat.label}</Typography>
        </div>
      ))}
    </Stack>
  );
}
