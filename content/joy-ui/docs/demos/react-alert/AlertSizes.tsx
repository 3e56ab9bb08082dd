import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoRounded from '@mui/icons-material/InfoRounded';

export default function AlertSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert size="sm" color="primary" startDecorator={<InfoRounded />}>
        Small: for dense layouts such as table toolbars.
      </Alert>
      <Alert size="md" color="primary" startDecorator={<InfoRounded />}>
        Medium (default): for most page content.
      </Alert>
      <Alert size="lg" color="primary" startDecorator={<InfoRounded />}>
        Large: for a page-level announcement.
      </Alert>
    </Stack>
  );
}
