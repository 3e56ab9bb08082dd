import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Advertising budget (k$) and resulting sales (k$) for eight campaigns.
const campaigns = [
  { id: 1, x: 1, y: 14 },
  { id: 2, x: 2, y: 19 },
  { id: 3, x: 3, y: 18 },
  { id: 4, x: 4, y: 27 },
  { id: 5, x: 5, y: 26 },
  { id: 6, x: 6, y: 33 },
  { id: 7, x: 7, y: 35 },
  { id: 8, x: 8, y: 41 },
];

// Least-squares fit of the campaigns: sales = 3.73 * budget + 9.86.
const budgets = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const trend = budgets.map((budget) => Math.round((3.73 * budget + 9.86) * 10) / 10);

export default function ScatterWithTrend() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Campaign sales against advertising budget, with a linear trend
      </Typography>
      <ResponsiveChartContainer
        series={[
          { type: 'scatter', data: campaigns, label: 'Campaign' },
          { type: 'line', data: trend, label: 'Trend', disableHighlight: true },
        ]}
        xAxis={[{ data: budgets, label: 'Budget (k$)', min: 0, max: 9 }]}
        yAxis={[{ label: 'Sales (k$)', min: 0, max: 50 }]}
        width={520}
        height={300}
      >
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ResponsiveChartContainer>
    </Box>
  );
}
