import * as React from 'react';
import * as colors from '@mui/material/colors';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getContrastRatio } from '@mui/material/styles';

const hues = ['red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green', 'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey'] as const;
type Hue = (typeof hues)[number];

// Black or white, whichever contrasts more with the background: one of them always reaches 4.5:1.
const textOn = (background: string) => (getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000');

export default function HueShades() {
  const [hue, setHue] = React.useState<Hue>('teal');
  return (
    <Box sx={{ maxWidth: 360 }}>
      <TextField select fullWidth size="small" label="Hue" value={hue} onChange={(event) => setHue(event.target.value as Hue)} sx={{ mb: 2 }}>
        {hues.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="ul" aria-label={`Shades of ${hue}`} sx={{ listStyle: 'none', m: 0, p: 0, borderRadius: 1, overflow: 'hidden' }}>
        {Object.entries(colors[hue]).map(([shade, value]) => (
          <Box
            component="li"
            key={shade}
            sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1, fontFamily: 'monospace', backgroundColor: value, color: textOn(value), mt: shade === 'A100' ? 1 : 0 }}
          >
            <span>{`${hue}[${shade}]`.replace(/\[(A\d+)\]/, '.$1')}</span>
            <span>{value}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
