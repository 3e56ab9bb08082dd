import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { headingFont } from './fonts';
import { Post } from './posts';

interface MainFeaturedPostProps {
  post: Post;
  /** Handles a click on "Continue reading…", which links to the post's article. */
  onRead: React.MouseEventHandler<HTMLAnchorElement>;
}

/**
 * The lead story, on a gradient that stays dark in both colour modes (fixed colours,
 * not palette tokens), so its white text keeps its contrast.
 */
export default function MainFeaturedPost({ post, onRead }: MainFeaturedPostProps) {
  const titleId = `featured-${post.id}-title`;
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        mt: { xs: 3, sm: 4 },
        mb: 4,
        borderRadius: 2,
        color: 'common.white',
        backgroundColor: '#0d3b66',
        backgroundImage: [
          'radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.18) 0 12%, transparent 12.5%)',
          'radial-gradient(circle at 95% 85%, rgba(255, 255, 255, 0.1) 0 22%, transparent 22.5%)',
          'linear-gradient(120deg, #0d3b66 0%, #1e4f8f 45%, #5b2a86 100%)',
        ].join(', '),
      }}
    >
      <Box sx={{ p: { xs: 3, md: 6 }, pr: { md: 0 }, maxWidth: { md: '60%' } }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'rgba(255, 255, 255, 0.85)' }}
        >
          {post.section}
        </Typography>
        <Typography
          id={titleId}
          component="h2"
          variant="h3"
          gutterBottom
          sx={{
            fontFamily: headingFont,
            fontWeight: 300,
            fontSize: { xs: '2rem', md: '3rem' },
          }}
        >
          {post.title}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{
            fontWeight: 400,
            fontSize: { xs: '1.0625rem', md: '1.25rem' },
            mb: 2,
            color: 'rgba(255, 255, 255, 0.9)',
          }}
        >
          {post.description}
        </Typography>
        <Link
          href={`#${post.id}`}
          onClick={onRead}
          variant="subtitle1"
          aria-describedby={titleId}
          sx={{
            color: 'common.white',
            fontWeight: 500,
            textDecorationColor: 'inherit',
          }}
        >
          Continue reading…
        </Link>
      </Box>
    </Paper>
  );
}
