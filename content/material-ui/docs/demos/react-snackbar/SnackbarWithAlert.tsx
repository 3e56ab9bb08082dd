import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const messages: Record<'success' | 'error', string> = {
  success: 'Your changes were saved.',
  error: 'Saving failed. Check your connection and try again.',
};

export default function SnackbarWithAlert() {
  const [open, setOpen] = React.useState(false);
  const [severity, setSeverity] = React.useState<'success' | 'error'>('success');

  const show = (value: AlertColor & keyof typeof messages) => () => {
    setSeverity(value);
    setOpen(true);
  };

  const handleClose = (
    event?: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" onClick={show('success')}>
        Save
      </Button>
      <Button variant="outlined" color="error" onClick={show('error')}>
        Save with error
      </Button>
      <Snackbar open={open} autoHideDuration={6000} onClose={handleClose}>
        <Alert
          onClose={handleClose}
          severity={severity}
          elevation={6}
          sx={{ width: '100%' }}
        >
          {messages[severity]}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
