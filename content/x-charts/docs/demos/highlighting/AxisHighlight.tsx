import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 8, 10, 12, 14, 16, 18, 20];

export default function AxisHighlight() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Visitors in the museum by hour of the day
      </Typography>
      <LineChart
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        series={[
          { data: [40, 180, 420, 510, 610, 560, 300, 90], label: 'Visitors' },
        ]}
        axisHighlight={{ x: 'line', y: 'line' }}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
