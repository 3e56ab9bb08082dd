import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments: floor area (m²), monthly rent ($) and distance to the center (km) as z.
const apartments = [
  { id: 1, x: 32, y: 1450, z: 0.8 },
  { id: 2, x: 45, y: 1620, z: 2.5 },
  { id: 3, x: 50, y: 1980, z: 1.1 },
  { id: 4, x: 58, y: 1700, z: 6.2 },
  { id: 5, x: 64, y: 2350, z: 1.6 },
  { id: 6, x: 70, y: 1900, z: 8.4 },
  { id: 7, x: 76, y: 2600, z: 3.1 },
  { id: 8, x: 85, y: 2250, z: 9.7 },
  { id: 9, x: 92, y: 3100, z: 2.2 },
  { id: 10, x: 105, y: 2800, z: 11.5 },
];

export default function ScatterColorScale() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Apartment rent by floor area; darker points are closer to the center
      </Typography>
      <ScatterChart
        series={[{ data: apartments, label: 'Apartment', markerSize: 7 }]}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Rent ($/month)' }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 12,
              color: [theme.palette.primary.dark, theme.palette.primary.light],
            },
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          // Moves the y-axis label clear of the four-digit tick labels.
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translateX(-24px)',
          },
        }}
        margin={{ left: 80 }}
        width={520}
        height={300}
      />
    </Box>
  );
}
