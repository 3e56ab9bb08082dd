import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BarsAndLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Trials started (bars, left axis) and conversion rate (line, right axis)
      </Typography>
      <ResponsiveChartContainer
        series={[
          {
            type: 'bar',
            data: [340, 410, 385, 460, 520, 495],
            label: 'Trials',
            yAxisId: 'trials',
          },
          {
            type: 'line',
            data: [11.2, 12.5, 12.1, 13.8, 15.2, 14.6],
            label: 'Conversion',
            yAxisId: 'rate',
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'trials', label: 'Trials' },
          { id: 'rate', label: 'Conversion (%)', min: 0, max: 20 },
        ]}
        margin={{ top: 40, right: 60, left: 60 }}
        width={560}
        height={320}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="trials" position="left" />
        <ChartsYAxis axisId="rate" position="right" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend
          direction="row"
          position={{ vertical: 'top', horizontal: 'middle' }}
        />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
