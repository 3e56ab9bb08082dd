import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function valueText(value: number) {
  return `${value} minutes`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Break length"
        defaultValue={20}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={5}
        marks
        min={5}
        max={60}
      />
      <Slider
        aria-label="Reminder"
        defaultValue={30}
        getAriaValueText={valueText}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value} min`}
        step={15}
        marks
        min={0}
        max={120}
        sx={{ mt: 5 }}
      />
    </Box>
  );
}
