import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export default function SeriesColors() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Build results per week
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['W14', 'W15', 'W16', 'W17'] }]}
        series={[
          {
            data: [182, 201, 195, 230],
            label: 'Passed',
            color: theme.palette.success.main,
          },
          {
            data: [12, 25, 9, 14],
            label: 'Failed',
            color: theme.palette.error.main,
          },
          { data: [6, 4, 11, 5], label: 'Canceled', color: theme.palette.grey[500] },
        ]}
        width={520}
        height={280}
      />
    </Box>
  );
}
