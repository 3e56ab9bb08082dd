import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function CustomSeparator() {
  return (
    <Breadcrumbs
      separator={<NavigateNextIcon fontSize="small" />}
      aria-label="store breadcrumb"
    >
      <Link underline="hover" color="inherit" href="/" onClick={handleClick}>
        Store
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/all-components/" onClick={handleClick}>
        Audio
      </Link>
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Headphones
      </Typography>
    </Breadcrumbs>
  );
}
