import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = [
  { name: 'JavaScript', share: 62 },
  { name: 'Python', share: 51 },
  { name: 'TypeScript', share: 38 },
  { name: 'Java', share: 30 },
  { name: 'C#', share: 27 },
  { name: 'Go', share: 14 },
];

export default function HorizontalBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Languages used by survey respondents (% of answers)
      </Typography>
      <BarChart
        layout="horizontal"
        dataset={languages}
        yAxis={[{ scaleType: 'band', dataKey: 'name' }]}
        xAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            dataKey: 'share',
            label: 'Respondents',
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        margin={{ left: 90 }}
        width={520}
        height={320}
      />
    </Box>
  );
}
