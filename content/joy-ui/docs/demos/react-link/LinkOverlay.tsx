import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const articles = [
  {
    initials: 'SR',
    title: 'Shipping a design system in six weeks',
    author: 'Sofia Ruiz',
  },
  {
    initials: 'KO',
    title: 'What we learned from 200 usability tests',
    author: 'Kenji Ono',
  },
];

export default function LinkOverlay() {
  const [opened, setOpened] = React.useState<string | null>(null);

  return (
    <Stack id="link-overlay-demo" spacing={1.5} sx={{ maxWidth: 420 }}>
      {articles.map((article) => (
        <Sheet
          key={article.title}
          variant="outlined"
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            p: 1.5,
            borderRadius: 'sm',
            '&:hover': { bgcolor: 'background.level1' },
          }}
        >
          <Avatar>{article.initials}</Avatar>
          <div>
            <Link
              overlay
              href="#link-overlay-demo"
              underline="none"
              color="neutral"
              level="title-sm"
              onClick={(event) => {
                event.preventDefault();
                setOpened(article.title);
              }}
            >
              {article.title}
            </Link>
            <Typography level="body-xs">By {article.author}</Typography>
          </div>
        </Sheet>
      ))}
      <Typography level="body-sm">
        {opened ? `Opened: ${opened}` : 'Click anywhere on a row.'}
      </Typography>
    </Stack>
  );
}
