import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'google', name: 'Google' },
];

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function SignInOAuth(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [signedInWith, setSignedInWith] = React.useState<string | null>(null);

  // In an app, this redirects to the provider's sign-in page.
  // Here it waits a moment and pretends the provider accepted.
  const signIn = async (provider: AuthProvider) => {
    await new Promise((resolve) => {
      setTimeout(resolve, 800);
    });
    setSignedInWith(provider.name);
    return {};
  };

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      branding={{ title: 'Acme Admin' }}
      window={demoWindow}
    >
      {signedInWith ? (
        <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
          <Typography>Signed in with {signedInWith}.</Typography>
          <Button variant="outlined" onClick={() => setSignedInWith(null)}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <SignInPage signIn={signIn} providers={providers} />
      )}
    </AppProvider>
  );
}
