import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Net promoter score by product line
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        series={[
          { data: [32, 35, 41, 44], label: 'Starter plan' },
          { data: [45, 43, 48, 52], label: 'Business plan' },
          { data: [51, 55, 54, 58], label: 'Enterprise plan' },
        ]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            markGap: 6,
            itemGap: 20,
            padding: 0,
            labelStyle: { fontSize: 13 },
          },
        }}
        margin={{ top: 20, bottom: 70 }}
        width={540}
        height={300}
      />
    </Box>
  );
}
