import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

function preventDefault(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function UnderlineLinks() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="/" onClick={preventDefault} underline="always">
        underline=&quot;always&quot;
      </Link>
      <Link href="/" onClick={preventDefault} underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="/" onClick={preventDefault} underline="none">
        underline=&quot;none&quot;
      </Link>
    </Stack>
  );
}
