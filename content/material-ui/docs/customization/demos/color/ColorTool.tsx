import * as React from 'react';
import * as colors from '@mui/material/colors';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type Choice, ColorPicker, PaletteSwatches, choose, mainOf } from './color-tool-parts';

// How the color is written in the theme code: `indigo[500]` when it is a palette shade, a string otherwise.
const codeOf = (choice: Choice) => {
  if (choice.hex !== colors[choice.hue][choice.shade]) return `'${mainOf(choice)}'`;
  return /^\d/.test(choice.shade) ? `${choice.hue}[${choice.shade}]` : `${choice.hue}.${choice.shade}`;
};

export default function ColorTool() {
  const [primary, setPrimary] = React.useState(choose('indigo', '500'));
  const [secondary, setSecondary] = React.useState(choose('pink', '700'));
  const [status, setStatus] = React.useState('');
  const primaryMain = mainOf(primary);
  const secondaryMain = mainOf(secondary);
  const theme = React.useMemo(() => createTheme({ palette: { primary: { main: primaryMain }, secondary: { main: secondaryMain } } }), [primaryMain, secondaryMain]);

  const imported = [primary, secondary].filter((c) => !codeOf(c).startsWith("'")).map((c) => c.hue);
  const code = [
    ...(imported.length ? [`import { ${[...new Set(imported)].join(', ')} } from '@mui/material/colors';`] : []),
    `import { createTheme } from '@mui/material/styles';`,
    '',
    'const theme = createTheme({',
    '  palette: {',
    `    primary: { main: ${codeOf(primary)} },`,
    `    secondary: { main: ${codeOf(secondary)} },`,
    '  },',
    '});',
  ].join('\n');
  React.useEffect(() => setStatus(''), [code]);

  const copy = () => {
    if (!navigator.clipboard) {
      setStatus('The clipboard is not available here: select the code and copy it.');
      return;
    }
    navigator.clipboard.writeText(code).then(
      () => setStatus('Copied to the clipboard.'),
      () => setStatus('Copying failed: select the code and copy it.'),
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <ColorPicker name="Primary" value={primary} onChange={setPrimary} />
        <ColorPicker name="Secondary" value={secondary} onChange={setSecondary} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <PaletteSwatches name="primary" color={theme.palette.primary} />
        <PaletteSwatches name="secondary" color={theme.palette.secondary} />
      </Stack>
      {/* A function replaces the outer theme; an object would be merged with it, and the outer theme's CSS variables would win. */}
      <ThemeProvider theme={() => theme}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <AppBar position="static" elevation={0}>
            <Toolbar variant="dense">
              <Typography variant="h6" component="p">
                Preview
              </Typography>
            </Toolbar>
          </AppBar>
          <Stack direction="row" spacing={2} sx={{ p: 2 }}>
            <Button variant="contained" color="secondary">
              Contained
            </Button>
            <Button variant="outlined">Outlined</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Button size="small" variant="outlined" onClick={copy}>
            Copy
          </Button>
          <Typography variant="body2" role="status">
            {status}
          </Typography>
        </Stack>
        <Box component="pre" sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}>
          {code}
        </Box>
      </Box>
    </Stack>
  );
}
