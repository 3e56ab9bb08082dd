import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LeadingEdgeClickAway() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: 140 }}>
      <ClickAwayListener
        mouseEvent="onMouseDown"
        touchEvent="onTouchStart"
        onClickAway={() => setOpen(false)}
      >
        <Box sx={{ position: 'relative', display: 'inline-block' }}>
          <Button variant="contained" onClick={() => setOpen((prev) => !prev)}>
            Toggle panel
          </Button>
          {open ? (
            <Paper
              elevation={4}
              sx={{ position: 'absolute', top: 44, left: 0, zIndex: 1, width: 260, p: 2 }}
            >
              <Typography variant="body2">
                This panel closes as soon as a mouse button goes down outside it.
              </Typography>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
