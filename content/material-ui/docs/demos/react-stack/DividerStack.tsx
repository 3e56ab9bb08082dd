import * as React from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Inbox', value: 24 },
  { label: 'Drafts', value: 3 },
  { label: 'Sent', value: 128 },
];

export default function DividerStack() {
  return (
    <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} spacing={2}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
