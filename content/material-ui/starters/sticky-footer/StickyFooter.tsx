import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

function Copyright() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Copyright © Your Website 2024.
    </Typography>
  );
}

export default function StickyFooter() {
  return (
    // A column that is at least as tall as the viewport: the footer's `mt: 'auto'` takes up any spare
    // space above it, so it rests on the bottom edge when the content is short.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'var(--template-height, 100dvh)',
      }}
    >
      <Container component="main" maxWidth="sm" sx={{ mt: { xs: 6, sm: 8 }, mb: 2 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Sticky footer
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Pin a footer to the bottom of the viewport.
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          The footer will move as the main element of the page grows.
        </Typography>
        <Typography variant="body1">Sticky footer placeholder.</Typography>
      </Container>
      <Box
        component="footer"
        sx={(theme) => ({
          mt: 'auto',
          py: 3,
          px: 2,
          bgcolor: 'grey.200',
          ...theme.applyStyles('dark', { bgcolor: 'grey.800' }),
        })}
      >
        <Container maxWidth="sm">
          <Typography variant="body1">My sticky footer can be found here.</Typography>
          <Copyright />
        </Container>
      </Box>
    </Box>
  );
}
