import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function preventDefault(event: React.MouseEvent<HTMLAnchorElement>) {
  // The demo stays on this page.
  event.preventDefault();
}

export default function BasicLinks() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link href="/" onClick={preventDefault}>
        A standalone link
      </Link>
      <Typography>
        Text with an{' '}
        <Link href="/" onClick={preventDefault} color="inherit">
          inherited colour link
        </Link>{' '}
        inside it.
      </Typography>
      <Link href="/" onClick={preventDefault} variant="body2">
        A link with the body2 variant
      </Link>
      <Link href="/" onClick={preventDefault} color="secondary">
        A secondary link
      </Link>
    </Stack>
  );
}
