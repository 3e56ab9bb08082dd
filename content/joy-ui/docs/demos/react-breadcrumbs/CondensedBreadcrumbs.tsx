import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const path = ['Home', 'Company', 'Finance', 'Reports', '2024', 'Q2'];

export default function CondensedBreadcrumbs() {
  const [expanded, setExpanded] = React.useState(false);
  const [clicked, setClicked] = React.useState<string | null>(null);
  const firstRevealed = React.useRef<HTMLButtonElement>(null);

  // The "…" button disappears when clicked: move focus to the first revealed link.
  React.useEffect(() => {
    if (expanded) {
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  const renderLink = (name: string, index?: number) => (
    <Link
      key={name}
      ref={index === 0 ? firstRevealed : undefined}
      component="button"
      color="neutral"
      onClick={() => setClicked(name)}
    >
      {name}
    </Link>
  );

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Report location">
        {renderLink(path[0])}
        {expanded ? (
          path.slice(1, -2).map((name, index) => renderLink(name, index))
        ) : (
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Show the hidden folders"
            onClick={() => setExpanded(true)}
          >
            <MoreHorizRounded />
          </IconButton>
        )}
        {renderLink(path[path.length - 2])}
        <Typography aria-current="page">{path[path.length - 1]}</Typography>
      </Breadcrumbs>
      <Typography level="body-sm">
        {clicked ? `You chose: ${clicked}` : 'Choose a link.'}
      </Typography>
    </Stack>
  );
}
