import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Stations: longitude (x), latitude (y) and air quality index (z).
const stations = [
  { id: 'a', x: 2.29, y: 48.86, z: 42 },
  { id: 'b', x: 2.35, y: 48.85, z: 88 },
  { id: 'c', x: 2.38, y: 48.83, z: 65 },
  { id: 'd', x: 2.31, y: 48.89, z: 23 },
  { id: 'e', x: 2.4, y: 48.87, z: 97 },
  { id: 'f', x: 2.26, y: 48.84, z: 31 },
  { id: 'g', x: 2.33, y: 48.82, z: 74 },
  { id: 'h', x: 2.36, y: 48.9, z: 56 },
];

export default function ContinuousLegend() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Air quality index at eight monitoring stations, by longitude and latitude
      </Typography>
      <ScatterChart
        series={[
          {
            data: stations,
            label: 'Station',
            markerSize: 8,
            valueFormatter: ({ z }) => `AQI ${z}`,
          },
        ]}
        xAxis={[{ label: 'Longitude', min: 2.24, max: 2.42 }]}
        yAxis={[{ min: 48.8, max: 48.92 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 100,
              color: [theme.palette.success.main, theme.palette.error.main],
            },
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 60, left: 60 }}
        width={540}
        height={320}
      >
        <ContinuousColorLegend
          axisDirection="z"
          position={{ vertical: 'top', horizontal: 'middle' }}
          direction="row"
          length="40%"
          thickness={8}
          minLabel="0 (good)"
          maxLabel="100 (poor)"
          // Without a fill, SVG text is black: use the theme's text color.
          labelStyle={{
            fontSize: 12,
            fill: (theme.vars || theme).palette.text.primary,
          }}
        />
      </ScatterChart>
    </Box>
  );
}
