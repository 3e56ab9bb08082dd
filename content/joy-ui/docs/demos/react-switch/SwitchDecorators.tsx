import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

export default function SwitchDecorators() {
  const [dark, setDark] = React.useState(false);
  const [billing, setBilling] = React.useState(false);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Switch
        checked={billing}
        onChange={(event) => setBilling(event.target.checked)}
        startDecorator="Monthly"
        endDecorator="Yearly"
        slotProps={{ input: { 'aria-label': 'Bill yearly' } }}
      />
      <Switch
        size="lg"
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        slotProps={{
          input: { 'aria-label': 'Dark theme' },
          thumb: { children: dark ? <DarkModeRounded /> : <LightModeRounded /> },
        }}
        sx={{ '--Switch-thumbSize': '24px', '--Switch-trackWidth': '56px' }}
      />
    </Stack>
  );
}
