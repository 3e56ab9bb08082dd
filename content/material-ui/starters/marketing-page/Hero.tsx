import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailSignupForm from './EmailSignupForm';
import ProductPreview from './ProductPreview';

export default function Hero() {
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        scrollMarginTop: 96,
        pt: { xs: 6, sm: 10 },
        pb: { xs: 8, sm: 12 },
        // A soft glow behind the headline, tinted with the primary colour of the
        // current mode.
        backgroundImage: theme.vars
          ? `radial-gradient(ellipse 80% 50% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.18), transparent)`
          : undefined,
        backgroundRepeat: 'no-repeat',
      })}
    >
      <Container>
        <Stack
          spacing={3}
          sx={{
            alignItems: 'center',
            textAlign: 'center',
            maxWidth: 720,
            mx: 'auto',
          }}
        >
          <Chip
            label="New: team workspaces are here"
            color="primary"
            variant="outlined"
            size="small"
          />
          <Typography
            id="hero-title"
            component="h1"
            variant="h2"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.02em',
              fontSize: 'clamp(2.25rem, 9vw, 3.75rem)',
              lineHeight: 1.1,
            }}
          >
            Launch pages your visitors{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              remember
            </Box>
          </Typography>
          <Typography
            sx={{ color: 'text.secondary', fontSize: '1.125rem', maxWidth: 560 }}
          >
            Sitemark turns a rough idea into a fast, polished site in an afternoon.
            Pick a layout, drop in your story and watch the signups arrive on a
            dashboard your whole team can read.
          </Typography>
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <EmailSignupForm
              id="hero"
              submitLabel="Start now"
              successMessage={(email) =>
                `You're on the list! We sent a welcome email to ${email}.`
              }
            />
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', mt: 1.5 }}
            >
              Free for 14 days. No credit card needed.
            </Typography>
          </Box>
        </Stack>
        <ProductPreview />
      </Container>
    </Box>
  );
}
