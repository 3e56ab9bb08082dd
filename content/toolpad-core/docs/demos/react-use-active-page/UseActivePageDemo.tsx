import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { createTheme, useColorScheme } from '@mui/material/styles';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { useActivePage } from '@toolpad/core/useActivePage';

const NAVIGATION: Navigation = [
  { segment: 'team', title: 'Team', icon: <PeopleIcon /> },
  {
    segment: 'settings',
    title: 'Settings',
    icon: <SettingsIcon />,
    children: [
      { segment: 'general', title: 'General' },
      { segment: 'security', title: 'Security' },
    ],
  },
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

function ActivePageDetails() {
  const activePage = useActivePage();

  return (
    <Table size="small" sx={{ m: 2, width: 'auto' }}>
      <caption>What useActivePage returns for the current path</caption>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            title
          </TableCell>
          <TableCell>{activePage?.title ?? 'null (no match)'}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            path
          </TableCell>
          <TableCell>{activePage?.path}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            breadcrumbs
          </TableCell>
          <TableCell>
            {activePage?.breadcrumbs.map((crumb) => crumb.title).join(' / ')}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function UseActivePageDemo(props: DemoProps) {
  const { window } = props;
  // Open Settings, then Security, to see nested breadcrumbs.
  const router = useDemoRouter('/team');
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
        branding={{ title: 'Admin' }}
        window={demoWindow}
      >
        <DashboardLayout
          sidebarExpandedWidth={200}
          sx={{ height: '100%', width: '100%' }}
        >
          <ActivePageDetails />
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
