import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import {
  LineChart,
  lineElementClasses,
  markElementClasses,
} from '@mui/x-charts/LineChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function StylingWithSx() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Orders per month: actual figures and forecast
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'actual', data: [310, 342, 365, null, null, null], label: 'Actual' },
          {
            id: 'forecast',
            data: [null, null, 365, 390, 430, 510],
            label: 'Forecast',
          },
        ]}
        sx={(theme) => ({
          // Each line has the class `MuiLineElement-series-<id>`.
          [`& .${lineElementClasses.root}.MuiLineElement-series-forecast`]: {
            strokeDasharray: '6 4',
          },
          [`& .${markElementClasses.root}`]: { strokeWidth: 2 },
          [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: {
            fill: theme.palette.text.secondary,
          },
          [`& .${axisClasses.root} .${axisClasses.line}`]: {
            stroke: theme.palette.divider,
          },
        })}
        width={520}
        height={300}
      />
    </Box>
  );
}
