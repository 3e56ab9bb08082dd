import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import { useSession } from '@toolpad/core/useSession';

// Extra fields are allowed: type them by extending Session.
interface TeamSession extends Session {
  team: string;
}

const DEMO_SESSION: TeamSession = {
  user: { id: 'u-204', name: 'Lena Fischer', email: 'lena.fischer@example.com' },
  team: 'Payments',
};

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// A component deep in the tree reads the session without receiving it as a prop.
function Greeting() {
  const session = useSession<TeamSession>();

  if (!session?.user) {
    return <Typography>Nobody is signed in.</Typography>;
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar>{session.user.name?.[0]}</Avatar>
      <div>
        <Typography>Hello, {session.user.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Team {session.team}
        </Typography>
      </div>
    </Stack>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function UseSessionGreeting(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [session, setSession] = React.useState<TeamSession | null>(DEMO_SESSION);

  return (
    <AppProvider
      session={session}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <Stack spacing={3} sx={{ p: 3, alignItems: 'flex-start' }}>
        <Greeting />
        <Button
          variant="outlined"
          onClick={() => setSession(session ? null : DEMO_SESSION)}
        >
          {session ? 'Sign out' : 'Sign in'}
        </Button>
      </Stack>
    </AppProvider>
  );
}
