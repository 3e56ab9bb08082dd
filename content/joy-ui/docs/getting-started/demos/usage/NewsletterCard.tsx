import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function NewsletterCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 380, mx: 'auto' }}>
      <Typography level="title-lg">Stay in the loop</Typography>
      <Typography level="body-sm">One email a month about new releases.</Typography>
      <Stack direction="row" spacing={1}>
        <Input
          type="email"
          placeholder="you@example.com"
          aria-label="Email address"
          sx={{ flex: 1 }}
        />
        <Button>Join</Button>
      </Stack>
    </Card>
  );
}
