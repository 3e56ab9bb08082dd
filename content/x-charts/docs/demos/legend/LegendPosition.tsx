import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type AnchorY = 'top' | 'middle' | 'bottom';
type AnchorX = 'left' | 'middle' | 'right';
type Direction = 'row' | 'column';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<AnchorY>('top');
  const [horizontal, setHorizontal] = React.useState<AnchorX>('middle');
  const [direction, setDirection] = React.useState<Direction>('row');

  // Make room for the legend on the side where it is drawn.
  const margin =
    direction === 'column' && horizontal === 'right'
      ? { right: 140 }
      : direction === 'column' && horizontal === 'left'
        ? { left: 170 }
        : {};

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-vertical-label">Vertical</InputLabel>
          <Select
            labelId="legend-vertical-label"
            label="Vertical"
            value={vertical}
            onChange={(event) => setVertical(event.target.value as AnchorY)}
          >
            <MenuItem value="top">top</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="bottom">bottom</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-horizontal-label">Horizontal</InputLabel>
          <Select
            labelId="legend-horizontal-label"
            label="Horizontal"
            value={horizontal}
            onChange={(event) => setHorizontal(event.target.value as AnchorX)}
          >
            <MenuItem value="left">left</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="right">right</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-direction-label">Direction</InputLabel>
          <Select
            labelId="legend-direction-label"
            label="Direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <MenuItem value="row">row</MenuItem>
            <MenuItem value="column">column</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Electricity generation by source (TWh)
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['2021', '2022', '2023'] }]}
        series={[
          { data: [31, 34, 38], label: 'Wind' },
          { data: [12, 16, 21], label: 'Solar' },
          { data: [28, 22, 25], label: 'Hydro' },
        ]}
        slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
        margin={margin}
        width={540}
        height={300}
      />
    </Box>
  );
}
