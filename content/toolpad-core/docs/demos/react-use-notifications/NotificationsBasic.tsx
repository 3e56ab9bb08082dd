import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useNotifications } from '@toolpad/core/useNotifications';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function SaveButtons() {
  // Works anywhere under AppProvider (or NotificationsProvider).
  const notifications = useNotifications();

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
      <Button
        variant="outlined"
        onClick={() => notifications.show('Draft saved', { autoHideDuration: 3000 })}
      >
        Plain
      </Button>
      <Button
        variant="outlined"
        color="success"
        onClick={() =>
          notifications.show('Invoice sent to the customer', {
            severity: 'success',
            autoHideDuration: 3000,
          })
        }
      >
        Success
      </Button>
      <Button
        variant="outlined"
        color="warning"
        onClick={() =>
          notifications.show('Your trial ends in 3 days', {
            severity: 'warning',
            autoHideDuration: 3000,
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() =>
          notifications.show('Could not reach the payment service', {
            severity: 'error',
          })
        }
      >
        Error (stays open)
      </Button>
    </Stack>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function NotificationsBasic(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <Stack sx={{ p: 3, minHeight: 380 }}>
        <SaveButtons />
      </Stack>
    </AppProvider>
  );
}
