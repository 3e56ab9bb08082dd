import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  {
    segment: 'settings',
    title: 'Settings',
    children: [
      { segment: 'profile', title: 'Profile' },
      { segment: 'billing', title: 'Billing' },
    ],
  },
];

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// The smallest router: the current path in state, and a navigate function.
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

export default function AppProviderRouter(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/settings/profile');
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      navigation={NAVIGATION}
      router={router}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <PageContainer>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            The router's pathname is <code>{router.pathname}</code>. The title and
            the breadcrumbs above are derived from it and from the navigation.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              onClick={() => router.navigate('/settings/profile')}
            >
              Go to Profile
            </Button>
            <Button
              variant="outlined"
              onClick={() => router.navigate('/settings/billing')}
            >
              Go to Billing
            </Button>
          </Stack>
        </Stack>
      </PageContainer>
    </AppProvider>
  );
}
