import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function DismissibleAlerts() {
  const [open, setOpen] = React.useState(true);
  const [archived, setArchived] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Collapse in={open}>
        <Alert severity="info" onClose={() => setOpen(false)}>
          Click the close button to dismiss this alert.
        </Alert>
      </Collapse>
      <Alert
        severity={archived ? 'success' : 'info'}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => setArchived(!archived)}
          >
            {archived ? 'Undo' : 'Archive'}
          </Button>
        }
      >
        {archived
          ? 'The message was archived.'
          : 'The message is back in your inbox.'}
      </Alert>
      <Button
        variant="outlined"
        disabled={open}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Show the first alert again
      </Button>
    </Stack>
  );
}
