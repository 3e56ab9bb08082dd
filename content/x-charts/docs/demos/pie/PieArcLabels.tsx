import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'photos', value: 48, label: 'Photos' },
  { id: 'videos', value: 27, label: 'Videos' },
  { id: 'documents', value: 14, label: 'Documents' },
  { id: 'apps', value: 7, label: 'Apps' },
  { id: 'other', value: 4, label: 'Other' },
];

export default function PieArcLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Phone storage by content type (% of 128 GB)
      </Typography>
      <PieChart
        series={[
          {
            data: storage,
            arcLabel: (item) => `${item.value}%`,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        width={420}
        height={240}
      />
    </Box>
  );
}
