import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const responseTime = [182, 195, 240, 310, 228, 176, 168];

export default function GridAndReferenceLines() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Median response time (ms) against the 250 ms objective
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[
          { min: 0, max: 350, tickInterval: [0, 50, 100, 150, 200, 250, 300, 350] },
        ]}
        series={[{ data: responseTime, label: 'Response time' }]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      >
        <ChartsReferenceLine
          y={250}
          label="Objective"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
        <ChartsReferenceLine x="Thu" label="Release" labelAlign="start" />
      </LineChart>
    </Box>
  );
}
