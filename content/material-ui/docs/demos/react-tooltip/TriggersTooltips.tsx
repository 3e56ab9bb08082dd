import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Tooltip title="Shown on keyboard focus only" disableHoverListener describeChild>
        <Button>Focus</Button>
      </Tooltip>
      <Tooltip
        title="Waits 500 ms before opening"
        enterDelay={500}
        leaveDelay={200}
        describeChild
      >
        <Button>Delayed</Button>
      </Tooltip>
      <Tooltip title="Follows the pointer" followCursor describeChild>
        <Button>Follow cursor</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <span>
          <Tooltip
            title="Opened by a click; click elsewhere to close"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            describeChild
          >
            <Button onClick={() => setOpen(!open)}>Click</Button>
          </Tooltip>
        </span>
      </ClickAwayListener>
    </Stack>
  );
}
