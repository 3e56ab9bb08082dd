import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
  // The demo stays on this page; a real app lets the browser (or router) navigate.
  event.preventDefault();
}

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="/" onClick={handleClick}>
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/material-ui/getting-started/"
        onClick={handleClick}
      >
        Settings
      </Link>
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Notifications
      </Typography>
    </Breadcrumbs>
  );
}
