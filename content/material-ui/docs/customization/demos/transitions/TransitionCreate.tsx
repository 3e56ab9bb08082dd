import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function TransitionCreate() {
  const theme = useTheme();
  const [expanded, setExpanded] = React.useState(false);
  // One declaration for two properties, with the theme's duration and the default easing (easeInOut).
  const transition = theme.transitions.create(['width', 'background-color'], {
    duration: theme.transitions.duration.complex,
  });

  return (
    <Box>
      <FormControlLabel control={<Switch checked={expanded} onChange={(event) => setExpanded(event.target.checked)} />} label="Expanded" />
      <Box
        sx={{
          height: 40,
          my: 2,
          borderRadius: 1,
          width: expanded ? '100%' : '30%',
          bgcolor: expanded ? 'secondary.main' : 'primary.main',
          transition,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        transition: {transition}
      </Typography>
    </Box>
  );
}
