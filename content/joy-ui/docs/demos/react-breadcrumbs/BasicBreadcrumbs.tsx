import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const fullPath = ['Home', 'Projects', 'Atlas', 'Designs'];

export default function BasicBreadcrumbs() {
  const [depth, setDepth] = React.useState(fullPath.length);
  const path = fullPath.slice(0, depth);
  const current = path[path.length - 1];

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Folder path">
        {path.slice(0, -1).map((name, index) => (
          <Link
            key={name}
            component="button"
            color="neutral"
            onClick={() => setDepth(index + 1)}
          >
            {name}
          </Link>
        ))}
        <Typography aria-current="page">{current}</Typography>
      </Breadcrumbs>
      <Typography level="body-sm">
        Showing the contents of “{current}”.{' '}
        {depth < fullPath.length && (
          <Link component="button" onClick={() => setDepth(fullPath.length)}>
            Back to Designs
          </Link>
        )}
      </Typography>
    </Stack>
  );
}
