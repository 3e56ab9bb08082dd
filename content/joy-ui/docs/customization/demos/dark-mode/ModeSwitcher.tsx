import * as React from 'react';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// This demo switches modes for itself only: its own prefix, attribute and storage
// keys keep it from touching the page. An app uses the defaults at its root.
const theme = extendTheme({ cssVarPrefix: 'mode-demo' });
const ATTRIBUTE = 'data-mode-demo-scheme';

type Mode = 'light' | 'dark' | 'system';

function Preview() {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();
  return (
    <Sheet
      {...{ [ATTRIBUTE]: colorScheme ?? 'light' }}
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        width: '100%',
        maxWidth: 420,
        mx: 'auto',
      }}
    >
      <RadioGroup
        orientation="horizontal"
        aria-label="Color mode"
        value={mode ?? 'system'}
        onChange={(event) => setMode(event.target.value as Mode)}
      >
        <Radio value="light" label="Light" />
        <Radio value="dark" label="Dark" />
        <Radio value="system" label="System" />
      </RadioGroup>
      <Card variant="soft">
        <Typography level="title-md">Nightly backup</Typography>
        <Typography level="body-sm">
          {mode === 'system' && systemMode
            ? `Following the system preference (${systemMode}).`
            : `Using the ${colorScheme ?? 'light'} color scheme.`}
        </Typography>
        <Button size="sm" sx={{ alignSelf: 'flex-start' }}>
          Run now
        </Button>
      </Card>
    </Sheet>
  );
}

export default function ModeSwitcher() {
  return (
    <CssVarsProvider
      theme={theme}
      disableNestedContext
      attribute={ATTRIBUTE}
      colorSchemeNode={null}
      modeStorageKey="joy-docs-mode-demo"
      colorSchemeStorageKey="joy-docs-mode-demo-scheme"
      defaultMode="system"
    >
      <Preview />
    </CssVarsProvider>
  );
}
