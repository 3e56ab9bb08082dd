import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      // Props every Button gets unless it sets them itself.
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: {
        // A function receives the theme and the ownerState (the Button's props and state).
        root: ({ ownerState, theme }) => ({
          borderRadius: 999,
          textTransform: 'none',
          ...(ownerState.size === 'small' && { paddingInline: theme.spacing(2) }),
        }),
      },
    },
  },
});

function Buttons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Save</Button>
      <Button size="small">Small</Button>
      <Button color="secondary">Secondary</Button>
      <Button variant="outlined">Outlined</Button>
    </Stack>
  );
}

export default function DefaultPropsAndOverrides() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" component="p">
          Default theme
        </Typography>
        <Buttons />
      </div>
      <div>
        <Typography variant="overline" component="p">
          With theme.components.MuiButton
        </Typography>
        <ThemeProvider theme={theme}>
          <Buttons />
        </ThemeProvider>
      </div>
    </Stack>
  );
}
