import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { id: 'bass', label: 'Bass', value: 60 },
  { id: 'mid', label: 'Mid', value: 45 },
  { id: 'treble', label: 'Treble', value: 70 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={4}>
      {bands.map((band) => (
        <Stack key={band.id} spacing={1} sx={{ alignItems: 'center' }}>
          <Slider
            aria-labelledby={`eq-${band.id}-label`}
            orientation="vertical"
            defaultValue={band.value}
            valueLabelDisplay="auto"
            sx={{ height: 150 }}
          />
          <Typography id={`eq-${band.id}-label`} variant="body2">
            {band.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
