import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const squareSx = {
  width: 120,
  height: 120,
  background: 'linear-gradient(135deg, #66bb6a, #26a69a)',
} as const;

export default function SimpleGrow() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ height: 180 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Grow in={checked}>
          <Paper elevation={4} sx={squareSx} />
        </Grow>
        {/* Grows from its top-left corner, with a longer fixed duration. */}
        <Grow in={checked} style={{ transformOrigin: '0 0 0' }} timeout={checked ? 1000 : 'auto'}>
          <Paper elevation={4} sx={squareSx} />
        </Grow>
      </Box>
    </Box>
  );
}
