import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

export default function HalfDonut() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Seats won in the city council election
      </Typography>
      <PieChart
        series={[
          {
            data: [
              { id: 'green', value: 14, label: 'Greens' },
              { id: 'social', value: 11, label: 'Social Democrats' },
              { id: 'liberal', value: 8, label: 'Liberals' },
              { id: 'conservative', value: 12, label: 'Conservatives' },
            ],
            startAngle: -90,
            endAngle: 90,
            innerRadius: 60,
            outerRadius: 120,
            cy: '85%',
          },
        ]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
          },
        }}
        margin={{ top: 10, right: 10, left: 10, bottom: 50 }}
        width={420}
        height={230}
      />
    </Box>
  );
}
