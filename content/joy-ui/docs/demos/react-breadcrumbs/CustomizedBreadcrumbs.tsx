import * as React from 'react';
import Breadcrumbs, { BreadcrumbsProps } from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';

const examples: { size: BreadcrumbsProps['size']; separator: React.ReactNode }[] = [
  { size: 'sm', separator: '›' },
  { size: 'md', separator: <ChevronRightRounded fontSize="inherit" /> },
  { size: 'lg', separator: '—' },
];

export default function CustomizedBreadcrumbs() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      {examples.map(({ size, separator }) => (
        <Breadcrumbs
          key={size}
          size={size}
          separator={separator}
          aria-label={`Breadcrumbs, size ${size}`}
        >
          <Link
            component="button"
            color="neutral"
            startDecorator={<HomeRounded />}
            onClick={() => setClicked('Home')}
          >
            Home
          </Link>
          <Link
            component="button"
            color="neutral"
            startDecorator={<FolderRounded />}
            onClick={() => setClicked('Reports')}
          >
            Reports
          </Link>
          <Typography aria-current="page">2024</Typography>
        </Breadcrumbs>
      ))}
      <Typography level="body-sm">
        {clicked ? `You chose: ${clicked}` : 'Choose a link.'}
      </Typography>
    </Stack>
  );
}
