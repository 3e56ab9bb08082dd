import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function StackedAreas() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Storage used by team (TB), stacked
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          {
            data: [4, 5, 5, 6, 7, 7, 8, 9],
            label: 'Data',
            area: true,
            stack: 'total',
          },
          {
            data: [2, 2, 3, 3, 4, 5, 5, 6],
            label: 'Media',
            area: true,
            stack: 'total',
          },
          {
            data: [1, 1, 1, 2, 2, 2, 3, 3],
            label: 'Backups',
            area: true,
            stack: 'total',
          },
        ].map((item) => ({ ...item, showMark: false }))}
        width={540}
        height={300}
      />
    </Box>
  );
}
