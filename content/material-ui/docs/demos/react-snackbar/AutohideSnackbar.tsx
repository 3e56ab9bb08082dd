import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

const durations: { label: string; value: number | null }[] = [
  { label: 'Hide after 2 s', value: 2000 },
  { label: 'Hide after 6 s', value: 6000 },
  { label: 'Stay until closed', value: null },
];

export default function AutohideSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState<number | null>(2000);

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
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {durations.map(({ label, value }) => (
        <Button
          key={label}
          variant="outlined"
          onClick={() => {
            setDuration(value);
            setOpen(true);
          }}
        >
          {label}
        </Button>
      ))}
      <Snackbar
        key={String(duration)}
        open={open}
        autoHideDuration={duration}
        onClose={handleClose}
        message={
          duration
            ? `Closes in ${duration / 1000} s (paused while hovered)`
            : 'Stays open'
        }
        action={
          <IconButton
            size="small"
            aria-label="Close"
            color="inherit"
            onClick={handleClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
