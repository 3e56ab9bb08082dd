import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';

const theme = extendTheme({
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState, theme: t }) => ({
          borderRadius: t.vars.radius.xl,
          fontWeight: t.vars.fontWeight.lg,
          ...(ownerState.size === 'lg' && {
            paddingInline: '1.75rem',
            letterSpacing: '0.02em',
          }),
          ...(ownerState.variant === 'outlined' && {
            '--variant-borderWidth': '2px',
          }),
        }),
        endDecorator: {
          transition: 'transform 0.2s',
        },
      },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          '& .MuiButton-root:hover .MuiButton-endDecorator': {
            transform: 'translateX(2px)',
          },
        }}
      >
        <Button size="sm">Small</Button>
        <Button variant="outlined">Outlined</Button>
        <Button size="lg" endDecorator={<ArrowForwardRounded />}>
          Get started
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
