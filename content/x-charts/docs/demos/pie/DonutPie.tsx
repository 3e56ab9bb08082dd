import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 1450, label: 'Rent' },
  { id: 'food', value: 620, label: 'Food' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 240, label: 'Leisure' },
  { id: 'savings', value: 510, label: 'Savings' },
];

export default function DonutPie() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Monthly household budget (dollars)
      </Typography>
      <PieChart
        series={[
          {
            data: budget,
            innerRadius: 50,
            outerRadius: 100,
            paddingAngle: 3,
            cornerRadius: 5,
            valueFormatter: (item) => `$${item.value}`,
          },
        ]}
        width={420}
        height={240}
      />
    </Box>
  );
}
