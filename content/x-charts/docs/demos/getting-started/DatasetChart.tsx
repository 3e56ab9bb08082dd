import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weather = [
  { month: 'Jan', rain: 59, sun: 120 },
  { month: 'Feb', rain: 50, sun: 140 },
  { month: 'Mar', rain: 47, sun: 180 },
  { month: 'Apr', rain: 54, sun: 210 },
  { month: 'May', rain: 57, sun: 245 },
];

export default function DatasetChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Rainfall (mm) and sunshine (hours) per month
      </Typography>
      <BarChart
        dataset={weather}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'rain', label: 'Rain (mm)' },
          { dataKey: 'sun', label: 'Sunshine (h)' },
        ]}
        width={520}
        height={300}
      />
    </Box>
  );
}
