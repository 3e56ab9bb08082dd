import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height (cm) and weight (kg) of twelve people, a fixed sample.
const people = [
  { id: 1, x: 158, y: 52 },
  { id: 2, x: 162, y: 58 },
  { id: 3, x: 165, y: 61 },
  { id: 4, x: 168, y: 59 },
  { id: 5, x: 170, y: 68 },
  { id: 6, x: 172, y: 64 },
  { id: 7, x: 175, y: 73 },
  { id: 8, x: 177, y: 70 },
  { id: 9, x: 180, y: 78 },
  { id: 10, x: 183, y: 81 },
  { id: 11, x: 186, y: 79 },
  { id: 12, x: 190, y: 88 },
];

export default function BasicScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Height and weight of twelve adults
      </Typography>
      <ScatterChart
        series={[
          {
            data: people,
            label: 'Person',
            valueFormatter: ({ x, y }) => `${x} cm, ${y} kg`,
          },
        ]}
        xAxis={[{ label: 'Height (cm)', min: 150, max: 195 }]}
        yAxis={[{ label: 'Weight (kg)', min: 45, max: 95 }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={300}
      />
    </Box>
  );
}
