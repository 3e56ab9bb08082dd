import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 16, label: '16 °C' },
  { value: 20, label: '20 °C' },
  { value: 24, label: '24 °C' },
  { value: 28, label: '28 °C' },
];

function celsius(value: number) {
  return `${value} °C`;
}

export default function MarksSlider() {
  const labelId = React.useId();

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={labelId} level="title-sm" gutterBottom>
        Thermostat
      </Typography>
      <Slider
        aria-labelledby={labelId}
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        marks={marks}
        valueLabelDisplay="on"
        valueLabelFormat={celsius}
        getAriaValueText={celsius}
      />
    </Box>
  );
}
