import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkUnderline() {
  return (
    <Stack id="link-underline-demo" spacing={2} sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={3}>
        <Link href="#link-underline-demo" underline="hover">
          underline="hover"
        </Link>
        <Link href="#link-underline-demo" underline="always">
          underline="always"
        </Link>
        <Link href="#link-underline-demo" underline="none">
          underline="none"
        </Link>
      </Stack>
      <Typography level="body-sm">
        Inside text, a link takes the size of the paragraph. Read the{' '}
        <Link href="#link-underline-demo" underline="always">
          privacy policy
        </Link>{' '}
        before you share your data; the{' '}
        <Link disabled aria-disabled="true" underline="always">
          archived policy
        </Link>{' '}
        is no longer available.
      </Typography>
    </Stack>
  );
}
