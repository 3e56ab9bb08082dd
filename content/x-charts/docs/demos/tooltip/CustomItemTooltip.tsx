import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cars = [
  { id: 'Compact A', x: 1.2, y: 5.1 },
  { id: 'Compact B', x: 1.4, y: 5.6 },
  { id: 'Sedan C', x: 1.8, y: 6.4 },
  { id: 'Sedan D', x: 2.0, y: 7.2 },
  { id: 'SUV E', x: 2.5, y: 8.3 },
  { id: 'SUV F', x: 3.0, y: 9.6 },
];

function CarTooltipContent() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip) {
    return null;
  }
  const { value, color } = tooltip;
  return (
    <Paper elevation={3} sx={{ px: 2, py: 1, borderLeft: 4, borderColor: color }}>
      <Typography variant="subtitle2">{value.id}</Typography>
      <Typography variant="body2" color="text.secondary">
        {value.x} L engine, {value.y} L/100 km
      </Typography>
    </Paper>
  );
}

export default function CustomItemTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Engine size and fuel consumption of six car models
      </Typography>
      <ScatterChart
        series={[{ data: cars, label: 'Car model', markerSize: 7 }]}
        xAxis={[{ label: 'Engine size (L)', min: 1, max: 3.2 }]}
        yAxis={[{ label: 'Consumption (L/100 km)', min: 4, max: 10 }]}
        slots={{ itemContent: CarTooltipContent }}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={300}
      />
    </Box>
  );
}
