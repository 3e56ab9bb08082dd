import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface SnackbarMessage {
  message: string;
  key: number;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<readonly SnackbarMessage[]>([]);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState<SnackbarMessage | undefined>();
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length && !current) {
      // Nothing on screen: show the next message.
      setCurrent(queue[0]);
      setQueue((prev) => prev.slice(1));
      setOpen(true);
    } else if (queue.length && current && open) {
      // A new message is waiting: close the current one first.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (message: string) => () => {
    nextKey.current += 1;
    setQueue((prev) => [...prev, { message, key: nextKey.current }]);
  };

  const handleClose = (
    event: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={push('Photo uploaded')}>
        Upload photo
      </Button>
      <Button variant="outlined" onClick={push('Comment posted')}>
        Post comment
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        // Clear the message after the exit transition, so the next one can show.
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.message}
      />
    </Stack>
  );
}
