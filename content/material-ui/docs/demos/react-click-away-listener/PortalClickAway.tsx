import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={() => setOpen(false)}
      >
        <div>
          <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
            Toggle portaled panel
          </Button>
          {open ? (
            <Portal container={() => targetRef.current}>
              <Paper elevation={3} sx={{ p: 2 }}>
                <Typography variant="body2">
                  This panel is rendered in the box below. Click on it.
                </Typography>
              </Paper>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Box
        ref={targetRef}
        sx={{
          alignSelf: 'stretch',
          minHeight: 88,
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Stack>
  );
}
