import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import { Account } from '@toolpad/core/Account';

// No `image`: the avatar shows a generic person icon, and nothing is downloaded.
const DEMO_SESSION: Session = {
  user: { name: 'Ravi Patel', email: 'ravi.patel@example.com' },
};

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function AccountBasic(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);

  // In an app, these call your authentication library.
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(DEMO_SESSION),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider
      session={session}
      authentication={authentication}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <Stack
        direction="row"
        sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography>
          {session ? `Signed in as ${session.user?.name}` : 'Signed out'}
        </Typography>
        <Account />
      </Stack>
    </AppProvider>
  );
}
