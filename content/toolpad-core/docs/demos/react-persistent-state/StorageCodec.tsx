import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { CODEC_JSON, type Codec } from '@toolpad/core';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useSessionStorageState } from '@toolpad/core/useSessionStorageState';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

interface TableSettings {
  pageSize: number;
  compact: boolean;
}

const DEFAULT_SETTINGS: TableSettings = { pageSize: 25, compact: false };
// CODEC_JSON stores any JSON value; the type says what this key holds.
const SETTINGS_CODEC = CODEC_JSON as Codec<TableSettings>;

function TableSettingsForm() {
  const [settings, setSettings] = useSessionStorageState(
    'toolpad-docs-demo:table-settings',
    DEFAULT_SETTINGS,
    { codec: SETTINGS_CODEC },
  );
  const current = settings ?? DEFAULT_SETTINGS;
  const labelId = React.useId();

  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 360 }}>
      <Typography id={labelId} gutterBottom>
        Rows per page: {current.pageSize}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={current.pageSize}
        min={10}
        max={100}
        step={5}
        onChange={(event, value) =>
          setSettings({ ...current, pageSize: value as number })
        }
      />
      <FormControlLabel
        control={
          <Switch
            checked={current.compact}
            onChange={(event) =>
              setSettings({ ...current, compact: event.target.checked })
            }
          />
        }
        label="Compact rows"
      />
      <Typography variant="body2" color="text.secondary">
        Kept in sessionStorage as JSON: it survives a reload of this tab, not a new
        tab.
      </Typography>
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

export default function StorageCodec(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <TableSettingsForm />
    </AppProvider>
  );
}
