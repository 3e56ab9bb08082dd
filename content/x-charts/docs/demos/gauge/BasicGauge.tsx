import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauge() {
  return (
    <Stack direction="row" spacing={3}>
      <Gauge width={120} height={120} value={64} aria-label="Disk usage (%)" />
      <Gauge
        width={120}
        height={120}
        value={3.2}
        valueMin={0}
        valueMax={5}
        aria-label="Average rating out of 5"
      />
    </Stack>
  );
}
