import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const balance = [12, 8, -4, 15, -9, 6, 21, -2];

export default function BarColorMap() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Monthly cash balance (thousands of dollars)
      </Typography>
      <BarChart
        series={[{ data: balance, label: 'Balance' }]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
