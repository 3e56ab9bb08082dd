import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArchiveRounded from '@mui/icons-material/ArchiveRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SnackbarWithActions() {
  const [inbox, setInbox] = React.useState(12);
  const [open, setOpen] = React.useState(false);

  const archive = () => {
    setInbox((count) => count - 1);
    setOpen(true);
  };

  const undo = () => {
    setInbox((count) => count + 1);
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        startDecorator={<ArchiveRounded />}
        disabled={inbox === 0}
        onClick={archive}
      >
        Archive
      </Button>
      <Typography level="body-sm">{inbox} messages in the inbox</Typography>
      <Snackbar
        open={open}
        variant="soft"
        color="success"
        autoHideDuration={5000}
        onClose={(event, reason) => {
          if (reason === 'clickaway') {
            return;
          }
          setOpen(false);
        }}
        startDecorator={<ArchiveRounded />}
        endDecorator={
          <React.Fragment>
            <Button size="sm" variant="soft" color="success" onClick={undo}>
              Undo
            </Button>
            <IconButton
              size="sm"
              variant="plain"
              color="success"
              aria-label="Close"
              onClick={() => setOpen(false)}
            >
              <CloseRounded />
            </IconButton>
          </React.Fragment>
        }
      >
        <span role="status">Message archived.</span>
      </Snackbar>
    </Stack>
  );
}
