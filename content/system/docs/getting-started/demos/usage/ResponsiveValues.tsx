import * as React from 'react';
import Box from '@mui/system/Box';

const plans = ['Free', 'Team', 'Enterprise'];

export default function ResponsiveValues() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {plans.map((plan) => (
        <Box
          key={plan}
          sx={{
            flex: 1,
            p: [1, 2, 3],
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'text.primary',
            textAlign: { xs: 'left', sm: 'center' },
          }}
        >
          {plan}
        </Box>
      ))}
    </Box>
  );
}
