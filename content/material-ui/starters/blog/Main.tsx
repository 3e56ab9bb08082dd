import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Markdown from './Markdown';
import { headingFont } from './fonts';
import { formatDate, Post } from './posts';

interface MainProps {
  posts: Post[];
  /** Describes the active filter ("in Design"), or null when every post is shown. */
  filterLabel: string | null;
  onClearFilter: () => void;
}

/** The main column: the posts in full, one `<article>` each. */
export default function Main({ posts, filterLabel, onClearFilter }: MainProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  const showAll = () => {
    onClearFilter();
    // The button goes away with the filter: keep keyboard focus at the top of the
    // list instead of losing it.
    headingRef.current?.focus();
  };

  return (
    <Box
      component="section"
      id="firehose"
      aria-labelledby="firehose-title"
      sx={{ scrollMarginTop: 16 }}
    >
      <Typography
        ref={headingRef}
        id="firehose-title"
        component="h2"
        variant="h6"
        gutterBottom
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        From the firehose
      </Typography>
      {/* A live region: screen readers hear how many posts a filter leaves. */}
      <Box
        aria-live="polite"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          minHeight: filterLabel ? 36 : 0,
        }}
      >
        {filterLabel && (
          <React.Fragment>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {posts.length === 0
                ? `No posts ${filterLabel} yet.`
                : `Showing ${posts.length} ${posts.length === 1 ? 'post' : 'posts'} ${filterLabel}.`}
            </Typography>
            <Button size="small" onClick={showAll}>
              Show all posts
            </Button>
          </React.Fragment>
        )}
      </Box>
      <Divider />
      {posts.map((post) => {
        const titleId = `${post.id}-title`;
        return (
          <Box
            component="article"
            key={post.id}
            id={post.id}
            aria-labelledby={titleId}
            // Focusable by script only: "Continue reading…" moves focus here when it
            // has to show the post first.
            tabIndex={-1}
            sx={{
              py: 4,
              borderBottom: '1px solid',
              borderColor: 'divider',
              scrollMarginTop: 16,
              '&:focus': { outline: 'none' },
            }}
          >
            <Typography
              id={titleId}
              component="h3"
              variant="h4"
              sx={{
                fontFamily: headingFont,
                fontWeight: 700,
                fontSize: { xs: '1.75rem', sm: '2.125rem' },
              }}
            >
              {post.title}
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 1, mb: 3 }}
            >
              <time dateTime={post.date}>{formatDate(post.date)}</time> by{' '}
              {post.author} · {post.section}
            </Typography>
            <Markdown idPrefix={post.id}>{post.body}</Markdown>
          </Box>
        );
      })}
    </Box>
  );
}
