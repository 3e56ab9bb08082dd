import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LoadingAndEmpty() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="No data"
        />
      </Stack>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Quarterly profit (thousands of dollars)
      </Typography>
      <LineChart
        loading={loading}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        series={empty ? [] : [{ data: [14, 22, 19, 31], label: 'Profit' }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={260}
      />
    </Box>
  );
}
