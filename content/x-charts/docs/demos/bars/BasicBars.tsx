import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function BasicBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: ['Group A', 'Group B', 'Group C'] }]}
      series={[
        { data: [4, 3, 5], label: 'Series 1' },
        { data: [1, 6, 3], label: 'Series 2' },
        { data: [2, 5, 6], label: 'Series 3' },
      ]}
      width={500}
      height={300}
    />
  );
}
