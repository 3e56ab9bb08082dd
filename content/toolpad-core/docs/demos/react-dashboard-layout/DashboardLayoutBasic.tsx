import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

// Page items only: in Toolpad Core 0.11, `header` and `divider` items render a <div> and an <hr>
// directly inside the navigation <ul>, which is invalid list markup for screen readers.
const NAVIGATION: Navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
  {
    segment: 'reports',
    title: 'Reports',
    icon: <BarChartIcon />,
    children: [
      { segment: 'sales', title: 'Sales' },
      { segment: 'traffic', title: 'Traffic' },
    ],
  },
];

// Themes without CSS variables: with a CSS variables theme, AppProvider manages the color
// scheme itself and stores it in localStorage. These two follow the docs' mode instead.
const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// An in-memory router: navigation changes the demo's state, never the page URL.
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

export default function DashboardLayoutBasic(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/dashboard');
  // The layout picks its desktop or mobile navigation from this window's width.
  const demoWindow = window !== undefined ? window() : undefined;
  // The docs' light or dark mode. In your app, pass your own theme to AppProvider.
  const { colorScheme } = useColorScheme();

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
        theme={colorScheme === 'dark' ? darkTheme : lightTheme}
        branding={{ title: 'Store admin' }}
        window={demoWindow}
      >
        <DashboardLayout
          sidebarExpandedWidth={240}
          sx={{ height: '100%', width: '100%' }}
        >
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography>Dashboard content for {router.pathname}</Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
