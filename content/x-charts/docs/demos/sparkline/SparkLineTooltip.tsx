import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const revenue = [18.2, 19.4, 17.9, 21.3, 23.8, 22.1, 25.6, 27.4];

export default function SparkLineTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" gutterBottom>
        Monthly revenue, January to August (point at the line)
      </Typography>
      <SparkLineChart
        data={revenue}
        xAxis={{ scaleType: 'point', data: months }}
        valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(1)}k`)}
        showTooltip
        showHighlight
        width={240}
        height={60}
      />
    </Box>
  );
}
