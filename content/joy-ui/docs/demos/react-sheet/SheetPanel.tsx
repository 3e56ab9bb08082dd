import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '12,480', change: '+8.1%', good: true },
  { label: 'Sign-ups', value: '342', change: '-2.4%', good: false },
  { label: 'Churn', value: '1.9%', change: '-0.3%', good: true },
];

export default function SheetPanel() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {stats.map((stat) => (
        <Sheet
          key={stat.label}
          variant="outlined"
          sx={{ p: 2, minWidth: 150, borderRadius: 'md', boxShadow: 'sm' }}
        >
          <Typography level="body-sm">{stat.label}</Typography>
          <Typography level="h3">{stat.value}</Typography>
          <Typography level="body-xs" color={stat.good ? 'success' : 'danger'}>
            {stat.change} since last week
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
