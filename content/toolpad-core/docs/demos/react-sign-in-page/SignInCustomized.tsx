import * as React from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [
  { id: 'google', name: 'Google' },
  { id: 'credentials', name: 'Email and password' },
];

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function Title() {
  return (
    <Typography variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
      Welcome back
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

export default function SignInCustomized(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [message, setMessage] = React.useState('');

  // Links that would navigate in an app show a message in the demo instead.
  const ForgotPasswordLink = React.useCallback(
    () => (
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setMessage('This would open the password reset page.')}
      >
        Forgot password?
      </Link>
    ),
    [],
  );
  const SignUpLink = React.useCallback(
    () => (
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setMessage('This would open the sign-up page.')}
      >
        Create an account
      </Link>
    ),
    [],
  );

  // The returned error is shown above the button or the form.
  const signIn = async (provider: AuthProvider) => ({
    error: `Signing in with ${provider.name} is disabled in this demo.`,
  });

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      {message ? (
        <Alert severity="info" onClose={() => setMessage('')} sx={{ m: 2 }}>
          {message}
        </Alert>
      ) : null}
      <SignInPage
        signIn={signIn}
        providers={providers}
        slots={{
          title: Title,
          forgotPasswordLink: ForgotPasswordLink,
          signUpLink: SignUpLink,
        }}
        slotProps={{
          emailField: { autoFocus: false, variant: 'outlined' },
          passwordField: { variant: 'outlined' },
          rememberMe: { label: 'Keep me signed in' },
        }}
        sx={{ minHeight: 'auto', py: 2 }}
      />
    </AppProvider>
  );
}
