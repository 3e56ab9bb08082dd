import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SlideFromContainer() {
  const [checked, setChecked] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Box
        ref={setContainer}
        sx={{
          mt: 1,
          height: 160,
          p: 2,
          display: 'flex',
          alignItems: 'flex-end',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Slide in={checked} direction="up" container={container}>
          <Paper elevation={4} sx={{ p: 2, width: 220 }}>
            <Typography variant="body2">Slid in from the bottom edge of the grey box.</Typography>
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
