import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', london: 48, paris: 51, madrid: 37 },
  { month: 'Feb', london: 38, paris: 42, madrid: 35 },
  { month: 'Mar', london: 41, paris: 48, madrid: 26 },
  { month: 'Apr', london: 44, paris: 53, madrid: 47 },
  { month: 'May', london: 49, paris: 65, madrid: 52 },
  { month: 'Jun', london: 45, paris: 50, madrid: 25 },
];

const valueFormatter = (value: number | null) => `${value} mm`;

export default function OverviewChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Average monthly rainfall, January to June (mm)
      </Typography>
      <BarChart
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'london', label: 'London', valueFormatter },
          { dataKey: 'paris', label: 'Paris', valueFormatter },
          { dataKey: 'madrid', label: 'Madrid', valueFormatter },
        ]}
        grid={{ horizontal: true }}
        borderRadius={4}
        width={600}
        height={320}
      />
    </Box>
  );
}
