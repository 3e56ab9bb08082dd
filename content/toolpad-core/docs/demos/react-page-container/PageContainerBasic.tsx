import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// An in-memory router: the breadcrumb links change the demo's state, never the page URL.
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

export default function PageContainerBasic(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/invoices/2024-0815');
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      router={router}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <PageContainer
        title="Invoice 2024-0815"
        breadcrumbs={[
          { title: 'Billing', path: '/billing' },
          { title: 'Invoices', path: '/invoices' },
          { title: 'Invoice 2024-0815', path: '/invoices/2024-0815' },
        ]}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>
            Last breadcrumb clicked: <code>{router.pathname}</code>
          </Typography>
        </Paper>
      </PageContainer>
    </AppProvider>
  );
}
