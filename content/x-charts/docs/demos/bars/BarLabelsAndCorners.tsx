import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps } from '@mui/x-charts/models';

// Band-only options such as `categoryGapRatio` type-check on a band axis config.
const weekdays: AxisConfig<'band', string, ChartsXAxisProps> = {
  id: 'weekdays',
  scaleType: 'band',
  data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  categoryGapRatio: 0.4,
};

export default function BarLabelsAndCorners() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Support tickets closed per weekday
      </Typography>
      <BarChart
        xAxis={[weekdays]}
        series={[{ data: [31, 44, 38, 52, 27], label: 'Closed tickets' }]}
        barLabel="value"
        borderRadius={8}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
