import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

export default function SimpleFade() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ height: 180 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Fade in={checked}>
        <Paper
          elevation={4}
          sx={{
            mt: 1,
            width: 120,
            height: 120,
            background: 'linear-gradient(135deg, #42a5f5, #7e57c2)',
          }}
        />
      </Fade>
    </Box>
  );
}
