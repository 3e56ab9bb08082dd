import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

function Sample() {
  return (
    <p style={{ margin: 0 }}>
      Plain paragraph with <b>bold text</b>, styled only by what surrounds it.
    </p>
  );
}

export default function ScopedBaseline() {
  return (
    // Simulates a host page with its own global styles (serif font, custom colours).
    <Box
      sx={{
        p: 2,
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: 18,
        lineHeight: 1.2,
        color: '#3e2723',
        bgcolor: '#fff8e1',
        borderRadius: 1,
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'inherit' }}>
        Host page styles
      </Typography>
      <Sample />
      <ScopedCssBaseline sx={{ mt: 2, p: 2, borderRadius: 1 }}>
        <Typography variant="overline" component="p">
          Inside ScopedCssBaseline
        </Typography>
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
