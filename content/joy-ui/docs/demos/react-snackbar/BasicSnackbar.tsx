import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<SnackbarCloseReason | null>(null);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Typography level="body-sm">
        {reason ? `Last closed by: ${reason}` : 'Not shown yet'}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={(event, closeReason) => {
          setReason(closeReason);
          setOpen(false);
        }}
      >
        <span role="status">Draft saved.</span>
      </Snackbar>
    </Stack>
  );
}
