import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['Home', 'Projects', '2024', 'Design', 'Assets'];

function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      aria-label="folder path"
    >
      {folders.map((folder) => (
        <Link
          key={folder}
          underline="hover"
          color="inherit"
          href="/"
          onClick={handleClick}
        >
          {folder}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Icons
      </Typography>
    </Breadcrumbs>
  );
}
