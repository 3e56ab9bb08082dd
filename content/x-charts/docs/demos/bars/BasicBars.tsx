import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

export default function BasicBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Sales by channel per quarter (thousands of units)
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[
          { data: [42, 48, 51, 67], label: 'Online' },
          { data: [35, 33, 38, 44], label: 'In store' },
          { data: [18, 21, 19, 26], label: 'Wholesale' },
        ]}
        width={520}
        height={300}
      />
    </Box>
  );
}
