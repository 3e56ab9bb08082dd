import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// A key of its own, so the demo never touches another value of this site.
const STORAGE_KEY = 'toolpad-docs-demo:display-name';

function DisplayNameField() {
  const [displayName, setDisplayName] = useLocalStorageState(STORAGE_KEY, 'Guest');

  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 360 }}>
      <TextField
        label="Display name"
        value={displayName ?? ''}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <Typography variant="body2" color="text.secondary">
        Stored in localStorage under {STORAGE_KEY}: reload the page and the value is
        still here.
      </Typography>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setDisplayName(null)}
      >
        Reset
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

export default function LocalStorageState(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <DisplayNameField />
    </AppProvider>
  );
}
