import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [
  '00:00',
  '03:00',
  '06:00',
  '09:00',
  '12:00',
  '15:00',
  '18:00',
  '21:00',
];

export default function AreaLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Average CPU load over a day (%)
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[
          {
            data: [22, 18, 25, 61, 74, 68, 55, 34],
            label: 'CPU load',
            area: true,
            showMark: false,
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
