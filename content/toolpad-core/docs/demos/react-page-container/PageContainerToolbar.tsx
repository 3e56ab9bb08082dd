import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { PageContainer, PageHeaderToolbar } from '@toolpad/core/PageContainer';

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

function CustomersToolbar() {
  return (
    <PageHeaderToolbar>
      <Button startIcon={<FileDownloadIcon />} variant="outlined">
        Export
      </Button>
      <Button startIcon={<AddIcon />} variant="contained">
        New customer
      </Button>
    </PageHeaderToolbar>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function PageContainerToolbar(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/customers');
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      router={router}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <PageContainer
        title="Customers"
        breadcrumbs={[{ title: 'Customers', path: '/customers' }]}
        slotProps={{ header: { slots: { toolbar: CustomersToolbar } } }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>2,481 customers</Typography>
        </Paper>
      </PageContainer>
    </AppProvider>
  );
}
