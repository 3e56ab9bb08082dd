import * as React from 'react';
import Box from '@mui/system/Box';

const steps = ['Create an account', 'Invite your team', 'Connect a repository'];

export default function BoxComponent() {
  return (
    <Box
      component="ol"
      sx={{
        m: 0,
        pl: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        color: 'text.primary',
      }}
    >
      {steps.map((step) => (
        <Box component="li" key={step} sx={{ pl: 1 }}>
          {step}
        </Box>
      ))}
    </Box>
  );
}
