import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Stat } from './StatComponent';

// The Stat component from the previous demo, customized from the theme like a built-in component.
const theme = createTheme({
  components: {
    AcmeStat: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderRadius: 16 },
        value: ({ ownerState, theme }) => ({
          fontWeight: 500,
          color: ownerState.variant === 'outlined' ? (theme.vars || theme).palette.primary.main : undefined,
        }),
        unit: { textTransform: 'uppercase', letterSpacing: '0.08em' },
      },
      variants: [
        {
          props: { variant: 'outlined' },
          style: ({ theme }) => ({ borderWidth: 2, borderColor: (theme.vars || theme).palette.primary.main }),
        },
      ],
    },
  },
});

export default function ThemedStat() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
        <Stat value="1,284" unit="Orders this week" />
        <Stat value="99.95%" unit="Uptime" variant="elevated" />
      </Stack>
    </ThemeProvider>
  );
}
