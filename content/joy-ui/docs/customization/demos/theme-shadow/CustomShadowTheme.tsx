import * as React from 'react';
import { createGetCssVar, CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

// A distinct prefix keeps these tokens apart from the page's `--joy-*` variables;
// in your app, keep the default prefix and use createGetCssVar() without arguments.
const prefix = 'shadow-demo';
const getCssVar = createGetCssVar(prefix);

const theme = extendTheme({
  cssVarPrefix: prefix,
  shadow: {
    md: `${getCssVar('shadowRing')}, 0 4px 0 0 rgba(${getCssVar('shadowChannel')} / ${getCssVar<'shadowOpacity'>('shadowOpacity')})`,
  },
  colorSchemes: {
    light: { shadowChannel: '11 107 203', shadowOpacity: '0.24' },
    dark: { shadowChannel: '151 195 240', shadowOpacity: '0.32' },
  },
});

export default function CustomShadowTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ p: 2, width: '100%', display: 'flex', justifyContent: 'center' }}>
        <Card variant="outlined" sx={{ boxShadow: 'md', maxWidth: 320 }}>
          <Typography level="title-lg">Weekly digest</Typography>
          <Typography level="body-sm">
            A flat, offset shadow in the primary color, defined once in the theme.
          </Typography>
          <Button sx={{ alignSelf: 'flex-start', boxShadow: 'md' }}>
            Subscribe
          </Button>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
