import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

export default function FirstChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Visitors per day in the first week after launch
      </Typography>
      <LineChart
        xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7], label: 'Day' }]}
        series={[{ data: [120, 132, 101, 134, 190, 230, 210], label: 'Visitors' }]}
        width={500}
        height={300}
      />
    </Box>
  );
}
