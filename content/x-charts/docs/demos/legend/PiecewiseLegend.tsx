import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const anomaly = [-0.4, -0.1, 0.2, -0.3, 0.5, 0.8, 0.3, 0.6, 1.1, 1.3];

export default function PiecewiseLegend() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Yearly temperature anomaly against the 1991-2020 average (°C)
      </Typography>
      <LineChart
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.info.main, theme.palette.error.main],
            },
          },
        ]}
        series={[{ data: anomaly, label: 'Anomaly' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 50 }}
        width={540}
        height={300}
      >
        <PiecewiseColorLegend
          axisDirection="y"
          position={{ vertical: 'top', horizontal: 'middle' }}
          direction="row"
          padding={{ top: 10 }}
          labelFormatter={({ min, max }) =>
            min === null ? `Below ${max} °C` : `Above ${min} °C`
          }
        />
      </LineChart>
    </Box>
  );
}
