import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Content from './Content';
import SignInCard from './SignInCard';

export default function SignInSide() {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: 'var(--template-height, 100dvh)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        backgroundImage:
          'radial-gradient(ellipse at 70% 20%, hsl(210, 100%, 95%), hsl(0, 0%, 100%) 75%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(ellipse at 70% 20%, hsl(210, 100%, 14%), hsl(220, 30%, 5%) 75%)',
        }),
      })}
    >
      {/* The form comes first in the page (and on small screens); from md up it sits on the right. */}
      <Stack
        direction={{ xs: 'column', md: 'row-reverse' }}
        sx={{
          width: '100%',
          maxWidth: 1100,
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 6, md: 8, lg: 12 },
        }}
      >
        <SignInCard />
        <Content />
      </Stack>
    </Box>
  );
}
