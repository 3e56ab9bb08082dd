import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

function NativeControls({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <ScopedCssBaseline
      enableColorScheme
      // The demo theme switches colour schemes with a `light` / `dark` class.
      className={scheme}
      sx={{ flex: 1, p: 2, borderRadius: 1, border: '1px solid', borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="p" gutterBottom>
        {scheme === 'light' ? 'Light' : 'Dark'} section
      </Typography>
      <label htmlFor={`${scheme}-size`}>Size </label>
      <select id={`${scheme}-size`} defaultValue="m">
        <option value="s">Small</option>
        <option value="m">Medium</option>
        <option value="l">Large</option>
      </select>
      <Box component="label" sx={{ display: 'block', mt: 1 }}>
        <input type="checkbox" defaultChecked /> Native checkbox
      </Box>
      <Box
        role="region"
        tabIndex={0}
        aria-label={`${scheme} scrollable text`}
        sx={{ mt: 1, height: 64, overflow: 'auto', typography: 'body2' }}
      >
        Native scrollbars and form controls follow the <code>color-scheme</code>{' '}
        property of their section. Scroll this box to compare its scrollbar with the
        one next to it. The browser also uses the scheme for the default colours of
        inputs, buttons and selects that have no styles of their own.
      </Box>
    </ScopedCssBaseline>
  );
}

export default function ScopedColorScheme() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <NativeControls scheme="light" />
      <NativeControls scheme="dark" />
    </Box>
  );
}
