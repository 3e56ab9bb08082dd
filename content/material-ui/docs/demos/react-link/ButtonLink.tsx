import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <Typography variant="body2">
        Order #1042 ships in two parcels.
        {expanded ? ' The second parcel leaves the warehouse on Thursday.' : ''}
      </Typography>
      <Link
        component="button"
        variant="body2"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show details'}
      </Link>
    </Stack>
  );
}
