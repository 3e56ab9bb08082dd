import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

const circleSx = {
  width: 100,
  height: 100,
  borderRadius: '50%',
  background: 'radial-gradient(circle at 30% 30%, #ffca28, #ef6c00)',
} as const;

export default function SimpleZoom() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ height: 160 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Zoom in={checked}>
          <Paper elevation={4} sx={circleSx} />
        </Zoom>
        {/* Starts 300ms later when entering. */}
        <Zoom in={checked} style={{ transitionDelay: checked ? '300ms' : '0ms' }}>
          <Paper elevation={4} sx={circleSx} />
        </Zoom>
      </Box>
    </Box>
  );
}
