import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2020', '2021', '2022', '2023', '2024'];

export default function StackedBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Company headcount by department, two stacks: product and business
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[
          { data: [40, 52, 61, 70, 78], label: 'Engineering', stack: 'product' },
          { data: [8, 11, 14, 16, 18], label: 'Design', stack: 'product' },
          { data: [22, 25, 31, 35, 34], label: 'Sales', stack: 'business' },
          { data: [10, 12, 15, 15, 17], label: 'Support', stack: 'business' },
        ]}
        width={540}
        height={320}
      />
    </Box>
  );
}
