import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const referrers = [
  { id: 'search', value: 46, label: 'Search' },
  { id: 'direct', value: 22, label: 'Direct' },
  { id: 'social', value: 17, label: 'Social' },
  { id: 'email', value: 9, label: 'Email' },
  { id: 'ads', value: 6, label: 'Ads' },
];

export default function PieHighlight() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Traffic sources (% of sessions): point at a slice
      </Typography>
      <PieChart
        series={[
          {
            data: referrers,
            innerRadius: 30,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
            faded: { innerRadius: 30, additionalRadius: -20 },
          },
        ]}
        width={420}
        height={240}
      />
    </Box>
  );
}
