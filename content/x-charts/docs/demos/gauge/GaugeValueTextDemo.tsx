import * as React from 'react';
import Box from '@mui/material/Box';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeValueTextDemo() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Gauge
        width={200}
        height={200}
        value={38}
        valueMax={50}
        startAngle={-120}
        endAngle={120}
        text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 },
        }}
        aria-label="Cloud storage used, in gigabytes"
        aria-valuetext="38 of 50 GB"
      />
    </Box>
  );
}
