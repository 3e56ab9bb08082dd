import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LayersIcon from '@mui/icons-material/Layers';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import {
  DashboardLayout,
  type SidebarFooterProps,
} from '@toolpad/core/DashboardLayout';

const NAVIGATION: Navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'projects', title: 'Projects', icon: <LayersIcon /> },
];

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

function ToolbarSearch() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="Search"
        size="small"
        type="search"
        sx={{ display: { xs: 'none', md: 'inline-block' } }}
      />
      <Tooltip title="Help">
        <IconButton aria-label="Help">
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function SidebarFooter({ mini }: SidebarFooterProps) {
  return (
    <Typography
      variant="caption"
      sx={{ m: 1, whiteSpace: 'nowrap', overflow: 'hidden' }}
    >
      {mini ? '© 2025' : '© 2025 Studio Inc.'}
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

export default function DashboardLayoutSlots(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/dashboard');
  const demoWindow = window !== undefined ? window() : undefined;
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
        branding={{ title: 'Studio' }}
        window={demoWindow}
      >
        <DashboardLayout
          defaultSidebarCollapsed
          slots={{ toolbarActions: ToolbarSearch, sidebarFooter: SidebarFooter }}
          sx={{ height: '100%', width: '100%' }}
        >
          <Box sx={{ p: 3 }}>
            <Typography>
              The sidebar starts collapsed: expand it with the menu button.
            </Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
