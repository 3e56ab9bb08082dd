import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

export default function CircularProgressButton() {
  const [syncing, setSyncing] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="soft"
        aria-busy={syncing}
        startDecorator={
          syncing ? (
            <CircularProgress variant="solid" size="sm" aria-label="Syncing" />
          ) : (
            <RefreshRounded />
          )
        }
        onClick={() => setSyncing((value) => !value)}
      >
        {syncing ? 'Syncing… (click to stop)' : 'Sync now'}
      </Button>
      <IconButton variant="outlined" aria-label="Loading messages" disabled>
        <CircularProgress size="sm" aria-label="Loading messages" />
      </IconButton>
    </Stack>
  );
}
