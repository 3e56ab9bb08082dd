import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// An Emotion cache whose styles are flipped (left ↔ right) by the RTL plugin, and a theme that tells
// components such as Slider that the layout runs right to left.
const rtlCache = createCache({ key: 'demortl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = createTheme({ direction: 'rtl' });

function Fields() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField label="Amount" defaultValue="120" helperText="Helper text follows the label" slotProps={{ input: { startAdornment: <InputAdornment position="start">kg</InputAdornment> } }} />
      <Slider defaultValue={30} aria-label="Volume" valueLabelDisplay="auto" />
    </Box>
  );
}

export default function DirectionToggle() {
  const [rtl, setRtl] = React.useState(true);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel control={<Switch checked={rtl} onChange={(event) => setRtl(event.target.checked)} />} label="Right-to-left" sx={{ mb: 2 }} />
      {rtl ? (
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={rtlTheme}>
            <div dir="rtl">
              <Fields />
            </div>
          </ThemeProvider>
        </CacheProvider>
      ) : (
        <div dir="ltr">
          <Fields />
        </div>
      )}
    </Box>
  );
}
