import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import DescriptionIcon from '@mui/icons-material/Description';
import InboxIcon from '@mui/icons-material/Inbox';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const NAVIGATION: Navigation = [
  {
    segment: 'inbox',
    title: 'Inbox',
    icon: <InboxIcon />,
    action: <Chip label={12} color="primary" size="small" />,
  },
  {
    segment: 'orders',
    title: 'Orders',
    icon: <ShoppingCartIcon />,
    // Keeps "Orders" selected on /orders and on /orders/<id>.
    pattern: 'orders{/:orderId}?',
  },
  {
    segment: 'reports',
    title: 'Reports',
    icon: <DescriptionIcon />,
    children: [
      { segment: 'monthly', title: 'Monthly' },
      { segment: 'yearly', title: 'Yearly' },
    ],
  },
];

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

function PageContent({ router }: { router: Router }) {
  if (router.pathname === '/orders') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography gutterBottom>Recent orders:</Typography>
        <List dense>
          {[1042, 1043, 1044].map((id) => (
            <ListItem key={id}>
              <Link
                component="button"
                onClick={() => router.navigate(`/orders/${id}`)}
              >
                Order #{id}
              </Link>
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 3 }}>
      <Typography>Current path: {router.pathname}</Typography>
    </Box>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function DashboardLayoutNavigation(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/orders');
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
        branding={{ title: 'Fulfillment' }}
        window={demoWindow}
      >
        <DashboardLayout
          sidebarExpandedWidth={220}
          sx={{ height: '100%', width: '100%' }}
        >
          <PageContent router={router} />
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
