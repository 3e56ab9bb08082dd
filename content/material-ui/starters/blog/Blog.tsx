import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import BlogFonts from './BlogFonts';
import FeaturedPost from './FeaturedPost';
import Footer from './Footer';
import Header from './Header';
import Main from './Main';
import MainFeaturedPost from './MainFeaturedPost';
import Sidebar from './Sidebar';
import { formatMonth, monthOf, Post, posts, Section } from './posts';

/** What the firehose shows: every post, or those of one section or one month. */
type Filter =
  { kind: 'section'; section: Section } | { kind: 'month'; month: string } | null;

const [mainFeatured, ...featured] = posts;

const archives = posts.reduce<{ month: string; count: number }[]>((months, post) => {
  const month = monthOf(post.date);
  const entry = months.find((item) => item.month === month);
  if (entry) {
    entry.count += 1;
  } else {
    months.push({ month, count: 1 });
  }
  return months;
}, []);

function matches(filter: Filter) {
  return (post: Post) => {
    if (filter?.kind === 'section') {
      return post.section === filter.section;
    }
    if (filter?.kind === 'month') {
      return monthOf(post.date) === filter.month;
    }
    return true;
  };
}

/** Brings the firehose's heading into view after a filter changes what it shows. */
function scrollToFirehose() {
  document
    .getElementById('firehose')
    ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export default function Blog() {
  const [filter, setFilter] = React.useState<Filter>(null);
  // A post to move to once a cleared filter has put it back on the page.
  const [pendingPost, setPendingPost] = React.useState<string | null>(null);

  const visiblePosts = posts.filter(matches(filter));
  const activeSection = filter?.kind === 'section' ? filter.section : null;
  const activeMonth = filter?.kind === 'month' ? filter.month : null;
  const filterLabel = activeSection
    ? `in ${activeSection}`
    : activeMonth
      ? `from ${formatMonth(activeMonth)}`
      : null;

  // A second click on the active section or month clears the filter.
  const handleSectionClick = (section: Section) => {
    setFilter(section === activeSection ? null : { kind: 'section', section });
    scrollToFirehose();
  };
  const handleMonthClick = (month: string) => {
    setFilter(month === activeMonth ? null : { kind: 'month', month });
    scrollToFirehose();
  };
  const clearFilter = () => setFilter(null);

  // "Continue reading…" links point at the post's <article>. When a filter hides
  // that post, the link shows every post again and then moves to it itself, once the
  // article is back in the document (the effect below).
  const readPost =
    (postId: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (visiblePosts.some((post) => post.id === postId)) {
        return; // the browser follows the link
      }
      event.preventDefault();
      setFilter(null);
      setPendingPost(postId);
    };
  React.useEffect(() => {
    if (!pendingPost) {
      return;
    }
    const article = document.getElementById(pendingPost);
    article?.scrollIntoView({ block: 'start' });
    article?.focus({ preventScroll: true });
    setPendingPost(null);
  }, [pendingPost]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'var(--template-height, 100dvh)',
      }}
    >
      <BlogFonts />
      <Container maxWidth="lg" sx={{ flex: 1 }}>
        <Header activeSection={activeSection} onSectionClick={handleSectionClick} />
        <main>
          <MainFeaturedPost post={mainFeatured} onRead={readPost(mainFeatured.id)} />
          <Grid container spacing={3}>
            {featured.map((post, index) => (
              <Grid key={post.id} size={{ xs: 12, md: 6 }}>
                <FeaturedPost
                  post={post}
                  tint={index === 0 ? 'primary' : 'secondary'}
                  onRead={readPost(post.id)}
                />
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: 5 }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Main
                posts={visiblePosts}
                filterLabel={filterLabel}
                onClearFilter={clearFilter}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Sidebar
                archives={archives}
                activeMonth={activeMonth}
                onMonthClick={handleMonthClick}
              />
            </Grid>
          </Grid>
        </main>
      </Container>
      <Footer />
    </Box>
  );
}
