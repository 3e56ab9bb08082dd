import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Theme } from '@mui/material/styles';
import { headingFont } from './fonts';
import { formatDate, Post } from './posts';

interface FeaturedPostProps {
  post: Post;
  /** Which palette colours tint the picture. */
  tint: 'primary' | 'secondary';
  /** Handles a click on "Continue reading…", which links to the post's article. */
  onRead: React.MouseEventHandler<HTMLAnchorElement>;
}

export default function FeaturedPost({ post, tint, onRead }: FeaturedPostProps) {
  const titleId = `featured-${post.id}-title`;
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        height: '100%',
        transition: 'border-color 120ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardContent
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          p: 3,
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ fontFamily: headingFont, fontWeight: 700 }}
        >
          {post.title}
        </Typography>
        <Typography
          variant="subtitle2"
          component="p"
          sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}
        >
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </Typography>
        <Typography sx={{ mb: 2 }}>{post.description}</Typography>
        <Link
          href={`#${post.id}`}
          onClick={onRead}
          aria-describedby={titleId}
          sx={{
            mt: 'auto',
            fontWeight: 500,
            // The link's hit area covers the whole card.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          Continue reading…
        </Link>
      </CardContent>
      <Box
        aria-hidden
        sx={(theme: Theme) => ({
          display: { xs: 'none', sm: 'block' },
          width: 160,
          flexShrink: 0,
          backgroundImage: [
            'radial-gradient(circle at 30% 30%, rgba(255, 255, 255, 0.35) 0 18%, transparent 18.5%)',
            `linear-gradient(160deg, ${(theme.vars || theme).palette[tint].light}, ${(theme.vars || theme).palette[tint].dark})`,
          ].join(', '),
        })}
      />
    </Card>
  );
}
