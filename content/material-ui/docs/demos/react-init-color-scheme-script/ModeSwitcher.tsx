import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';

type Mode = 'light' | 'dark' | 'system';

export default function ModeSwitcher() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <FormControl>
      <FormLabel id="mode-switcher-label">Color mode</FormLabel>
      <RadioGroup
        row
        aria-labelledby="mode-switcher-label"
        name="mode-switcher"
        // `mode` is undefined on the server: keep the group empty until mounted.
        value={mounted ? (mode ?? '') : ''}
        onChange={(event) => setMode(event.target.value as Mode)}
      >
        <FormControlLabel value="system" control={<Radio />} label="System" />
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
      </RadioGroup>
    </FormControl>
  );
}
