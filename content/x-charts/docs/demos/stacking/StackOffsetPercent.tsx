import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const countries = ['Norway', 'Spain', 'Germany', 'Poland'];
const sources = [
  { label: 'Renewables', data: [98, 50, 52, 27] },
  { label: 'Nuclear', data: [0, 20, 2, 0] },
  { label: 'Fossil', data: [2, 30, 46, 73] },
];

export default function StackOffsetPercent() {
  const [expand, setExpand] = React.useState(true);
  const stackOffset: StackOffsetType = expand ? 'expand' : 'none';

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <FormControlLabel
        sx={{ justifySelf: 'center' }}
        control={
          <Switch
            checked={expand}
            onChange={(event) => setExpand(event.target.checked)}
          />
        }
        label="Normalize to 100% (stackOffset: 'expand')"
      />
      <Typography component="figcaption" variant="subtitle2" align="center">
        Electricity mix by country
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: countries }]}
        yAxis={[
          {
            valueFormatter: (value: number) =>
              expand ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={sources.map((source) => ({
          ...source,
          stack: 'mix',
          stackOffset,
        }))}
        width={520}
        height={300}
      />
    </Box>
  );
}
