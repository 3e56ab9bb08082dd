import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

export default function BasicLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Monthly active users (thousands)
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { data: [12, 15, 14, 19, 24, 23, 28, 31, 35], label: 'Web app' },
          { data: [8, 9, 13, 14, 15, 19, 18, 22, 27], label: 'Mobile app' },
        ]}
        width={520}
        height={300}
      />
    </Box>
  );
}
