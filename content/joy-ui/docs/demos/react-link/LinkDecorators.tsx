import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';

export default function LinkDecorators() {
  const [action, setAction] = React.useState<string | null>(null);

  const handleClick =
    (label: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
      // The demo shows the click instead of following the link.
      event.preventDefault();
      setAction(label);
    };

  return (
    <Stack id="link-decorators-demo" spacing={2}>
      <Link
        href="#link-decorators-demo"
        startDecorator={<DownloadRounded />}
        onClick={handleClick('Download the Q1 report')}
      >
        Download the Q1 report
      </Link>
      <Link
        href="#link-decorators-demo"
        endDecorator={<ArrowForwardRounded />}
        onClick={handleClick('Next chapter')}
      >
        Next chapter
      </Link>
      <Link
        href="#link-decorators-demo"
        color="neutral"
        endDecorator={
          <Chip size="sm" color="primary" variant="soft">
            3 new
          </Chip>
        }
        onClick={handleClick('Inbox')}
      >
        Inbox
      </Link>
      <Typography level="body-sm">
        {action ? `You clicked: ${action}` : 'Click a link.'}
      </Typography>
    </Stack>
  );
}
