import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const regions = ['North', 'South', 'East', 'West'];
const revenue = [1250000, 980000, 1460000, 720000];

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  style: 'currency',
  currency: 'USD',
});

export default function AxisLabelsAndFormat() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Annual revenue by sales region
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: regions, label: 'Sales region' }]}
        yAxis={[
          {
            label: 'Revenue',
            valueFormatter: (value: number) => compact.format(value),
          },
        ]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) =>
              value === null ? '' : `$${value.toLocaleString('en-US')}`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        // The y-axis label sits at a fixed distance from the axis: move it
        // away from the wide tick labels, and widen the margin to make room.
        sx={{
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translateX(-24px)',
          },
        }}
        margin={{ left: 80 }}
        width={520}
        height={300}
      />
    </Box>
  );
}
