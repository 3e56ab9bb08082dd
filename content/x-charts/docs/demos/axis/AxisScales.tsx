import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const users = [120, 450, 1900, 6200, 21000, 64000, 180000, 410000, 960000];

export default function AxisScales() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(event, value) => value && setScaleType(value)}
        aria-label="Y-axis scale"
        sx={{ justifySelf: 'center' }}
      >
        <ToggleButton value="linear">Linear</ToggleButton>
        <ToggleButton value="log">Logarithmic</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Registered users of an app, 2016 to 2024 ({scaleType} scale)
      </Typography>
      <LineChart
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[
          {
            scaleType,
            valueFormatter: (value: number) =>
              value.toLocaleString('en-US', { notation: 'compact' }),
          },
        ]}
        series={[{ data: users, label: 'Users' }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={280}
      />
    </Box>
  );
}
