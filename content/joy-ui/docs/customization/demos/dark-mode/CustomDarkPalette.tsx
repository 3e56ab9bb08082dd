import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import colors from '@mui/joy/colors';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

// Only the dark scheme changes: a navy background and lighter primary actions.
// The prefix keeps these variables apart from the page's `--joy-*` ones.
const theme = extendTheme({
  cssVarPrefix: 'dark-palette-demo',
  colorSchemes: {
    dark: {
      palette: {
        background: {
          body: '#0b1220',
          surface: '#111a2e',
          level1: '#18233b',
        },
        primary: {
          solidBg: colors.blue[300],
          solidHoverBg: colors.blue[200],
          solidActiveBg: colors.blue[100],
          solidColor: colors.blue[900],
        },
      },
    },
  },
});

export default function CustomDarkPalette() {
  return (
    <CssVarsProvider theme={theme}>
      <Card
        variant="outlined"
        sx={{ bgcolor: 'background.body', maxWidth: 360, mx: 'auto' }}
      >
        <Chip size="sm" sx={{ alignSelf: 'flex-start' }}>
          Switch the site to dark mode
        </Chip>
        <Typography level="title-lg">Team invitation</Typography>
        <Typography level="body-md">
          Ada invited you to the Analytics workspace.
        </Typography>
        <Button sx={{ alignSelf: 'flex-start' }}>Accept</Button>
      </Card>
    </CssVarsProvider>
  );
}
