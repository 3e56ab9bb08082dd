import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState(30);

  const handleChange = (event: Event, newValue: number | number[]) => {
    setVolume(newValue as number);
  };

  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDown />
        <Slider aria-label="Volume" value={volume} onChange={handleChange} />
        <VolumeUp />
      </Stack>
      <Slider
        aria-label="Brightness"
        defaultValue={70}
        size="small"
        color="secondary"
      />
      <Slider aria-label="Disabled slider" defaultValue={50} disabled />
    </Stack>
  );
}
