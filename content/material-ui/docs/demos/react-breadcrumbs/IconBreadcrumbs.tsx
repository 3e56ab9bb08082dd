import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';

function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="documents breadcrumb">
      <Link
        underline="hover"
        color="inherit"
        href="/"
        onClick={handleClick}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/material-ui/getting-started/"
        onClick={handleClick}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <FolderIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Documents
      </Link>
      <Typography
        aria-current="page"
        sx={{ display: 'flex', alignItems: 'center', color: 'text.primary' }}
      >
        <DescriptionIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Report.pdf
      </Typography>
    </Breadcrumbs>
  );
}
