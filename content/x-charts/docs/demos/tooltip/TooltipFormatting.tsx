import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [1, 2, 3, 4, 5, 6];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June'];

const euros = (value: number | null) =>
  value === null ? '' : `€${value.toLocaleString('en-US')}`;

export default function TooltipFormatting() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Subscription revenue, first half of the year
      </Typography>
      <LineChart
        xAxis={[
          {
            data: months,
            scaleType: 'point',
            // Short labels under the axis, full month names in the tooltip.
            valueFormatter: (month: number, context) =>
              context.location === 'tick'
                ? monthNames[month - 1].slice(0, 3)
                : monthNames[month - 1],
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `€${value / 1000}k` }]}
        series={[
          {
            data: [18400, 19250, 21100, 20800, 23600, 25900],
            label: 'Monthly plans',
            valueFormatter: euros,
          },
          {
            data: [9100, 9100, 12400, 12400, 12400, 15300],
            label: 'Annual plans',
            valueFormatter: euros,
          },
        ]}
        width={540}
        height={300}
      />
    </Box>
  );
}
