import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import {
  AppProvider,
  type Navigation,
  type Router,
  type Session,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const NAVIGATION: Navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
];

// No `image`: the avatar shows a generic person icon, and nothing is downloaded.
const DEMO_SESSION: Session = {
  user: { name: 'Maria Silva', email: 'maria.silva@example.com' },
};

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function useDemoRouter(initialPath: string): Router {
  const [pathname, setPathname] = React.useState(initialPath);
  return React.useMemo(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url: string | URL) =>
        setPathname(typeof url === 'string' ? url : url.pathname),
    }),
    [pathname],
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function DashboardLayoutAccount(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/dashboard');
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
    <Box
      sx={{
        height: 400,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <AppProvider
        navigation={NAVIGATION}
        router={router}
        session={session}
        authentication={authentication}
        theme={colorScheme === 'dark' ? darkTheme : lightTheme}
        branding={{ title: 'CRM' }}
        window={demoWindow}
      >
        <DashboardLayout
          sidebarExpandedWidth={220}
          sx={{ height: '100%', width: '100%' }}
        >
          <Box sx={{ p: 3 }}>
            <Typography>
              {session?.user
                ? `Signed in as ${session.user.name}. Open the account menu at the top right to sign out.`
                : 'Signed out. Use the Sign In button at the top right.'}
            </Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
