import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptIcon from '@mui/icons-material/Receipt';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useActivePage } from '@toolpad/core/useActivePage';

const NAVIGATION: Navigation = [
  { segment: '', title: 'Home', icon: <DashboardIcon /> },
  {
    segment: 'invoices',
    title: 'Invoices',
    icon: <ReceiptIcon />,
    pattern: 'invoices{/:invoiceId}?',
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

function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const activePage = useActivePage();
  const title = `Invoice ${invoiceId}`;
  // Add the dynamic page to the breadcrumbs derived from the navigation.
  const breadcrumbs = [
    ...(activePage?.breadcrumbs ?? []),
    { title, path: `/invoices/${invoiceId}` },
  ];
  return (
    <PageContainer title={title} breadcrumbs={breadcrumbs}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>Amount due: $1,250.00</Typography>
      </Paper>
    </PageContainer>
  );
}

function Content({ router }: { router: Router }) {
  const invoiceId = router.pathname.match(/^\/invoices\/(.+)$/)?.[1];
  if (invoiceId) {
    return <InvoicePage invoiceId={invoiceId} />;
  }
  // Without props, the title and breadcrumbs come from the navigation.
  return (
    <PageContainer>
      {router.pathname === '/invoices' ? (
        <Link component="button" onClick={() => router.navigate('/invoices/A-311')}>
          Open invoice A-311
        </Link>
      ) : (
        <Typography>Welcome back.</Typography>
      )}
    </PageContainer>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function PageContainerInLayout(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/invoices');
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
        branding={{ title: 'Accounting' }}
        window={demoWindow}
      >
        <DashboardLayout
          sidebarExpandedWidth={200}
          sx={{ height: '100%', width: '100%' }}
        >
          <Content router={router} />
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
