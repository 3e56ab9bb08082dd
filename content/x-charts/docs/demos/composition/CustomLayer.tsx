import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

// A shaded band between two values of the y-axis, drawn behind the line.
function TargetBand({ from, to }: { from: number; to: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to) ?? 0;
  const bottom = yScale(from) ?? 0;

  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={bottom - top}
      fill={theme.palette.success.main}
      fillOpacity={0.15}
    />
  );
}

export default function CustomLayer() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Blood glucose over a day (mg/dL); the shaded band is the 70 to 140 target
        range
      </Typography>
      <ChartContainer
        series={[
          {
            type: 'line',
            data: [92, 165, 128, 101, 152, 118, 96, 84],
            label: 'Glucose',
          },
        ]}
        xAxis={[
          {
            scaleType: 'point',
            data: ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '22h'],
          },
        ]}
        yAxis={[{ min: 50, max: 200 }]}
        width={520}
        height={280}
      >
        <TargetBand from={70} to={140} />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </Box>
  );
}
