import * as React from 'react';
import Box from '@mui/system/Box';

const metrics = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '864' },
  { label: 'Conversion', value: '6.9%' },
  { label: 'Churn', value: '1.2%' },
  { label: 'Revenue', value: '$48.2k' },
  { label: 'Refunds', value: '$310' },
];

export default function GridTemplateColumns() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {metrics.map((metric) => (
        <Box
          key={metric.label}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{metric.label}</Box>
          <Box sx={{ color: 'text.primary', fontSize: 24, fontWeight: 'medium' }}>
            {metric.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
