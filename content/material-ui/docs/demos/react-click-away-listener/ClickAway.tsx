import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ClickAway() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: 160 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box sx={{ position: 'relative', display: 'inline-block' }}>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? 'click-away-panel' : undefined}
            onClick={() => setOpen((prev) => !prev)}
          >
            Toggle panel
          </Button>
          {open ? (
            <Paper
              id="click-away-panel"
              elevation={4}
              sx={{ position: 'absolute', top: 44, left: 0, zIndex: 1, width: 260, p: 2 }}
            >
              <Typography variant="body2">
                Clicks inside this panel or on the button keep it open. Click anywhere else
                to close it.
              </Typography>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
