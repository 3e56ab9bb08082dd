import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pink } from '@mui/material/colors';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
  type Theme,
} from '@mui/material/styles';
import HexagonIcon from '@mui/icons-material/Hexagon';
import StorefrontIcon from '@mui/icons-material/Storefront';
import InventoryIcon from '@mui/icons-material/Inventory';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const NAVIGATION: Navigation = [
  { segment: 'shop', title: 'Shop', icon: <StorefrontIcon /> },
  { segment: 'inventory', title: 'Inventory', icon: <InventoryIcon /> },
];

// One theme per mode, with the brand color in a shade that suits each background.
const themes = {
  light: createTheme({
    palette: { primary: { main: pink[700] } },
    shape: { borderRadius: 12 },
  }),
  dark: createTheme({
    palette: { mode: 'dark', primary: { main: pink[200] } },
    shape: { borderRadius: 12 },
  }),
};

// The docs render every demo inside a theme of their own, whose CSS variables would take
// precedence over the theme given to AppProvider. This drops them: your app needs no such wrapper.
function withoutCssVariables(docsTheme: Theme): Theme {
  const { vars, ...theme } = docsTheme;
  return theme as Theme;
}

function WithoutDocsTheme({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={withoutCssVariables}>{children}</ThemeProvider>;
}

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

export default function AppProviderTheme(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/shop');
  const demoWindow = window !== undefined ? window() : undefined;
  // The docs' light or dark mode picks the theme.
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
      <WithoutDocsTheme>
        <AppProvider
          navigation={NAVIGATION}
          router={router}
          theme={themes[colorScheme === 'dark' ? 'dark' : 'light']}
          branding={{
            logo: <HexagonIcon color="primary" fontSize="large" />,
            title: 'Hexa Market',
            homeUrl: '/shop',
          }}
          window={demoWindow}
        >
          <DashboardLayout
            sidebarExpandedWidth={220}
            sx={{ height: '100%', width: '100%' }}
          >
            <Stack spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
              <Typography>
                The logo, the title and the colors come from AppProvider.
              </Typography>
              <Button variant="contained">Add product</Button>
            </Stack>
          </DashboardLayout>
        </AppProvider>
      </WithoutDocsTheme>
    </Box>
  );
}
