import * as React from 'react';
import * as colors from '@mui/material/colors';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getContrastRatio, rgbToHex, type PaletteColor } from '@mui/material/styles';

// Parts of the ColorTool demo: the color pickers and the swatches of a computed palette color.

// The hues of @mui/material/colors in the Material Design order (`common` holds only black and white).
export const hues = ['red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green', 'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey'] as const;
export type Hue = (typeof hues)[number];
export const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;
export type Shade = (typeof shades)[number];
export interface Choice {
  hue: Hue;
  shade: Shade;
  hex: string;
}

export const isHex = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
export const choose = (hue: Hue, shade: Shade): Choice => ({ hue, shade, hex: colors[hue][shade] });
// The color in use: the typed hex value when it is valid, otherwise the selected shade.
export const mainOf = (choice: Choice) => (isHex(choice.hex) ? choice.hex : colors[choice.hue][choice.shade]);

export function ColorPicker({ name, value, onChange }: { name: string; value: Choice; onChange: (choice: Choice) => void }) {
  const valid = isHex(value.hex);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {name}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label={`${name} hue`} value={value.hue} onChange={(e) => onChange(choose(e.target.value as Hue, value.shade))} sx={{ flex: 1 }}>
          {hues.map((hue) => (
            <MenuItem key={hue} value={hue}>
              <Box component="span" sx={{ width: 14, height: 14, mr: 1, borderRadius: '50%', bgcolor: colors[hue][500], flexShrink: 0 }} />
              {hue}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={`${name} shade`} value={value.shade} onChange={(e) => onChange(choose(value.hue, e.target.value as Shade))} sx={{ width: 110 }}>
          {shades.map((shade) => (
            <MenuItem key={shade} value={shade}>
              {shade}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        size="small"
        label={`${name} hex`}
        value={value.hex}
        onChange={(e) => onChange({ ...value, hex: e.target.value.trim() })}
        error={!valid}
        helperText={valid ? 'Or type any hex color' : 'Enter #rgb or #rrggbb, for example #3f51b5'}
      />
    </Stack>
  );
}

const tokens = ['main', 'light', 'dark', 'contrastText'] as const;

export function PaletteSwatches({ name, color }: { name: string; color: PaletteColor }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        {name}: text on main {getContrastRatio(color.main, color.contrastText).toFixed(2)}:1
      </Typography>
      <Stack direction="row" spacing={1}>
        {tokens.map((token) => (
          <Box key={token} sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider', backgroundColor: color[token] }} />
            <Typography variant="caption" component="p">
              {token}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {rgbToHex(color[token])}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

