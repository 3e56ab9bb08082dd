import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert color="success" startDecorator={<CheckCircleRounded />}>
        Your changes were saved.
      </Alert>
      <Alert color="primary" startDecorator={<InfoRounded />}>
        A new version of the editor is available.
      </Alert>
      <Alert color="warning" startDecorator={<WarningRounded />}>
        Your trial ends in three days.
      </Alert>
      <Alert color="danger" startDecorator={<ReportRounded />}>
        The payment could not be processed.
      </Alert>
      <Alert startDecorator={<InfoRounded />}>
        Maintenance is scheduled for Sunday at 02:00 UTC.
      </Alert>
    </Stack>
  );
}
