import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeArcs() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Gauge
        width={140}
        height={120}
        value={72}
        startAngle={-110}
        endAngle={110}
        aria-label="Battery level (%), gauge from -110 to 110 degrees"
      />
      <Gauge
        width={140}
        height={120}
        value={45}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        outerRadius="100%"
        cornerRadius="50%"
        aria-label="Memory usage (%), half-circle gauge"
      />
      <Gauge
        width={140}
        height={120}
        value={88}
        innerRadius="88%"
        aria-label="Profile completeness (%), thin full circle"
      />
    </Stack>
  );
}
