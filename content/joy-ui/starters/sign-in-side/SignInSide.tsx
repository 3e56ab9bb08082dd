import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BrandMark from './BrandMark';
import GradientPanel from './GradientPanel';
import SignInForm from './SignInForm';

/**
 * A sign-in page in two columns: the form on one side, a picture on the other.
 * On phones the picture becomes a band above the form.
 */
export default function SignInSide() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
        minHeight: 'var(--template-height, 100dvh)',
        bgcolor: 'background.body',
      }}
    >
      <Box sx={{ order: { xs: 0, md: 1 }, height: { xs: 120, md: 'auto' } }}>
        <GradientPanel />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          px: { xs: 2, sm: 6 },
          py: { xs: 3, sm: 4 },
          bgcolor: 'background.surface',
        }}
      >
        <Box component="header" sx={{ mb: 4 }}>
          <BrandMark />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 400 }}>
            <SignInForm />
          </Box>
        </Box>
        <Box component="footer" sx={{ mt: 4 }}>
          <Typography level="body-xs" textAlign="center">
            © Lumen 2024 ·{' '}
            <Link href="#" color="neutral" underline="always">
              Privacy
            </Link>{' '}
            ·{' '}
            <Link href="#" color="neutral" underline="always">
              Terms
            </Link>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
