import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const description =
  'A walkthrough of building an accessible design system: tokens, components, documentation, testing with screen readers, and how to roll it out across several product teams without a big-bang migration.';

export default function TypographyTruncation() {
  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2, borderRadius: 'sm', width: 320, maxWidth: '100%' }}
    >
      <Typography level="title-md" noWrap>
        Design systems that scale: lessons from three redesigns
      </Typography>
      <Typography
        level="body-sm"
        sx={{
          mt: 0.5,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {description}
      </Typography>
    </Sheet>
  );
}
