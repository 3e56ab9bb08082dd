import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// The sensor was offline in weeks 4 and 5.
const temperature = [14.2, 15.1, 16.4, null, null, 18.9, 19.6, 21.0];

export default function MissingValues() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <FormControlLabel
        sx={{ justifySelf: 'center' }}
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect missing values"
      />
      <Typography component="figcaption" variant="subtitle2" align="center">
        Weekly average temperature (°C), with two weeks missing
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[{ data: temperature, connectNulls, label: 'Temperature' }]}
        slotProps={{ legend: { hidden: true } }}
        width={520}
        height={260}
      />
    </Box>
  );
}
