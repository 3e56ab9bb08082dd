import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Study hours per week against exam score, for two course sections.
const morning = [
  [2, 54],
  [4, 61],
  [5, 66],
  [6, 64],
  [8, 75],
  [9, 79],
  [11, 84],
  [12, 90],
].map(([x, y], index) => ({ id: `morning-${index}`, x, y }));

const evening = [
  [1, 48],
  [3, 55],
  [4, 52],
  [6, 69],
  [7, 66],
  [9, 72],
  [10, 77],
  [13, 86],
].map(([x, y], index) => ({ id: `evening-${index}`, x, y }));

export default function MultipleScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Weekly study hours and exam score, by course section
      </Typography>
      <ScatterChart
        series={[
          { data: morning, label: 'Morning section', markerSize: 6 },
          { data: evening, label: 'Evening section', markerSize: 6 },
        ]}
        xAxis={[{ label: 'Study hours per week', min: 0 }]}
        yAxis={[{ label: 'Exam score', min: 40, max: 100 }]}
        grid={{ horizontal: true, vertical: true }}
        width={520}
        height={320}
      />
    </Box>
  );
}
