import * as React from 'react';
import Box from '@mui/material/Box';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function GaugeNeedle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();

  if (valueAngle === null) {
    // No value to point at.
    return null;
  }

  const target = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path
        d={`M ${cx} ${cy} L ${target.x} ${target.y}`}
        stroke="currentColor"
        strokeWidth={3}
      />
    </g>
  );
}

export default function GaugePointer() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', color: 'text.primary' }}>
      <GaugeContainer
        width={200}
        height={200}
        startAngle={-110}
        endAngle={110}
        value={63}
        aria-label="Speed (km/h, up to 100)"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <GaugeNeedle />
      </GaugeContainer>
    </Box>
  );
}
