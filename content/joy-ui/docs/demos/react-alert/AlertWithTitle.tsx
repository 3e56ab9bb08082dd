import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ReportRounded from '@mui/icons-material/ReportRounded';

export default function AlertWithTitle() {
  return (
    <Alert
      variant="outlined"
      color="danger"
      startDecorator={<ReportRounded />}
      sx={{ alignItems: 'flex-start', width: '100%' }}
    >
      <Box>
        <Typography level="title-md" color="danger">
          Deployment failed
        </Typography>
        <Typography level="body-sm" color="danger">
          The build step exited with code 1 after 42 seconds. Check the logs of job
          #1284, fix the error and push again.
        </Typography>
      </Box>
    </Alert>
  );
}
