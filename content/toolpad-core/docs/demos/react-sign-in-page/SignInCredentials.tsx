import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [
  { id: 'credentials', name: 'Email and password' },
];

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function Subtitle() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      Demo account: <strong>demo@example.com</strong> with the password{' '}
      <strong>toolpad</strong>
    </Typography>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function SignInCredentials(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [email, setEmail] = React.useState<string | null>(null);

  // In an app, this calls your server. Here the check runs in the browser.
  const signIn = async (provider: AuthProvider, formData?: FormData) => {
    await new Promise((resolve) => {
      setTimeout(resolve, 600);
    });
    const submittedEmail = String(formData?.get('email') ?? '');
    if (
      submittedEmail === 'demo@example.com' &&
      formData?.get('password') === 'toolpad'
    ) {
      setEmail(submittedEmail);
      return {};
    }
    return { error: 'Wrong email or password. Try the demo account above.' };
  };

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      {email ? (
        <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
          <Typography>Signed in as {email}.</Typography>
          <Button variant="outlined" onClick={() => setEmail(null)}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <SignInPage
          signIn={signIn}
          providers={providers}
          slots={{ subtitle: Subtitle }}
          slotProps={{ emailField: { autoFocus: false } }}
          sx={{ minHeight: 'auto', py: 2 }}
        />
      )}
    </AppProvider>
  );
}
