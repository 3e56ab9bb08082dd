import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'linear',
  'monotoneX',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <FormControl size="small" sx={{ width: 200, justifySelf: 'center' }}>
        <InputLabel id="curve-type-label">Curve</InputLabel>
        <Select
          labelId="curve-type-label"
          label="Curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
        >
          {curves.map((item) => (
            <MenuItem key={item} value={item}>
              {item}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Water level readings (cm), drawn with the {curve} curve
      </Typography>
      <LineChart
        xAxis={[{ data: [0, 1, 2, 3, 4, 5, 6, 7] }]}
        series={[{ data: [40, 55, 48, 80, 62, 90, 70, 76], curve, label: 'Level' }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={260}
      />
    </Box>
  );
}
