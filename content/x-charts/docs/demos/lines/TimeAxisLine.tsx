import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Fixed dates in UTC: the chart renders the same on the server and in every time zone.
const days = Array.from(
  { length: 14 },
  (_, i) => new Date(Date.UTC(2024, 3, 1 + i)),
);
const requests = [
  820, 910, 870, 1040, 1180, 640, 590, 880, 950, 1020, 1110, 1250, 700, 610,
];

const dayFormatter = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export default function TimeAxisLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        API requests per day, April 1 to 14, 2024
      </Typography>
      <LineChart
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            valueFormatter: dayFormatter,
            tickNumber: 7,
          },
        ]}
        series={[{ data: requests, label: 'Requests', showMark: false }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
