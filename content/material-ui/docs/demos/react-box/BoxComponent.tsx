import * as React from 'react';
import Box from '@mui/material/Box';

const steps = ['Install the package', 'Wrap the app in a theme', 'Import components'];

export default function BoxComponent() {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, color: 'text.secondary' }}>
      {steps.map((step) => (
        <Box component="li" key={step} sx={{ py: 0.5 }}>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 'fontWeightMedium' }}>
            {step}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
