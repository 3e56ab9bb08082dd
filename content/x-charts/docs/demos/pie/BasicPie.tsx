import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

export default function BasicPie() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Visits by device type
      </Typography>
      <PieChart
        series={[
          {
            data: [
              { id: 0, value: 58, label: 'Mobile' },
              { id: 1, value: 34, label: 'Desktop' },
              { id: 2, value: 8, label: 'Tablet' },
            ],
          },
        ]}
        width={420}
        height={220}
      />
    </Box>
  );
}
