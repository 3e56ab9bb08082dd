import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

export default function TwoYAxes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Average temperature (left axis) and rainfall (right axis) in Porto
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'temperature', label: 'Temperature (°C)' },
          { id: 'rain', label: 'Rainfall (mm)' },
        ]}
        series={[
          {
            yAxisId: 'temperature',
            data: [10, 11, 13, 14, 17, 19, 21, 21, 20],
            label: 'Temperature',
          },
          {
            yAxisId: 'rain',
            data: [147, 111, 96, 108, 84, 39, 18, 26, 73],
            label: 'Rainfall',
          },
        ]}
        leftAxis="temperature"
        rightAxis="rain"
        width={540}
        height={300}
      />
    </Box>
  );
}
