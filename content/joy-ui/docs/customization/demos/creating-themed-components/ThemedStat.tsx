import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';
import { Stat } from './stat';

// The Stat component of the previous demo, customized from the theme like a built-in one.
const theme = extendTheme({
  components: {
    AcmeStat: {
      defaultProps: { variant: 'solid' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          borderRadius: t.vars.radius.xl,
          boxShadow: t.shadow.md,
        }),
        value: { fontVariantNumeric: 'tabular-nums' },
        unit: ({ ownerState }) => ({
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          ...(ownerState.variant === 'solid' && { opacity: 0.9 }),
        }),
      },
    },
  },
});

export default function ThemedStat() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stat value="1,284" unit="Orders this week" />
        <Stat value="99.95%" unit="Uptime" variant="outlined" />
      </Stack>
    </CssVarsProvider>
  );
}
