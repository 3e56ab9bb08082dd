import * as React from 'react';
import Box from '@mui/material/Box';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeStyling() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Gauge
        width={180}
        height={180}
        value={82}
        cornerRadius="50%"
        sx={(theme) => ({
          [`& .${gaugeClasses.valueText}`]: { fontSize: 36 },
          [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.success.main },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: theme.palette.action.disabledBackground,
          },
        })}
        aria-label="Uptime score (%)"
      />
    </Box>
  );
}
