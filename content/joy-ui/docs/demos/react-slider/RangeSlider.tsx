import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function price(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const labelId = React.useId();
  const [range, setRange] = React.useState<number[]>([40, 120]);

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={labelId} level="title-sm" gutterBottom>
        Price range
      </Typography>
      <Slider
        aria-labelledby={labelId}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={price}
        value={range}
        onChange={(event, newValue) => setRange(newValue as number[])}
        min={0}
        max={200}
        step={5}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={price}
      />
      <Typography level="body-sm">
        Showing products from {price(range[0])} to {price(range[1])}.
      </Typography>
    </Box>
  );
}
