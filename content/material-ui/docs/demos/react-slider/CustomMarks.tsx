import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

function valueText(value: number) {
  return `${value} °C`;
}

export default function CustomMarks() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Slider
        aria-label="Temperature, any value"
        defaultValue={20}
        getAriaValueText={valueText}
        step={1}
        marks={marks}
        valueLabelDisplay="auto"
      />
      <Slider
        aria-label="Temperature, marks only"
        defaultValue={37}
        getAriaValueText={valueText}
        step={null}
        marks={marks}
        valueLabelDisplay="auto"
        track={false}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
