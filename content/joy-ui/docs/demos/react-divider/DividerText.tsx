import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button>Continue with email</Button>
      <Divider sx={{ '--Divider-childPosition': '0%', mt: 2 }}>
        <Typography level="body-xs" sx={{ textTransform: 'uppercase' }}>
          Recent activity
        </Typography>
      </Divider>
      <Typography level="body-sm">
        No sign-in attempts in the last 30 days.
      </Typography>
    </Stack>
  );
}
