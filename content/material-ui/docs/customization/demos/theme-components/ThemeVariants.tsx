import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

declare module '@mui/material/Button' {
  // Adds `dashed` to the values Button's `variant` prop accepts in TypeScript.
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const theme = createTheme({
  components: {
    MuiButton: {
      variants: [
        {
          // A new variant: applied when the Button has variant="dashed".
          props: { variant: 'dashed' },
          style: ({ theme }) => ({
            padding: '4px 14px',
            border: '2px dashed currentColor',
            color: (theme.vars || theme).palette.primary.main,
            '&:hover': { backgroundColor: (theme.vars || theme).palette.action.hover },
          }),
        },
        {
          // A combination: more specific variants come later in the list and win.
          props: { variant: 'dashed', color: 'secondary' },
          style: ({ theme }) => ({ color: (theme.vars || theme).palette.secondary.main }),
        },
        {
          // An existing variant can be restyled too.
          props: { variant: 'outlined', size: 'large' },
          style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
        },
      ],
    },
  },
});

export default function ThemeVariants() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="dashed">Dashed</Button>
        <Button variant="dashed" color="secondary">
          Dashed secondary
        </Button>
        <Button variant="outlined" size="large">
          Outlined large
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
