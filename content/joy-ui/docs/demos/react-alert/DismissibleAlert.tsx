import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      {open ? (
        <Alert
          color="warning"
          startDecorator={<WarningRounded />}
          endDecorator={
            <React.Fragment>
              <Button size="sm" variant="solid" color="warning" sx={{ mr: 1 }}>
                Upgrade
              </Button>
              <IconButton
                aria-label="Dismiss"
                size="sm"
                variant="soft"
                color="warning"
                onClick={() => setOpen(false)}
              >
                <CloseRounded />
              </IconButton>
            </React.Fragment>
          }
        >
          Storage is 92% full.
        </Alert>
      ) : (
        <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
          Show the alert again
        </Button>
      )}
    </Box>
  );
}
