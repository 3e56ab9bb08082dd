import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 10;

export default function RangeSlider() {
  const [price, setPrice] = React.useState<number[]>([20, 60]);

  const handleChange = (
    event: Event,
    newValue: number | number[],
    activeThumb: number,
  ) => {
    const [low, high] = newValue as number[];
    // Keep the two thumbs at least minDistance apart.
    if (activeThumb === 0) {
      setPrice([Math.min(low, price[1] - minDistance), price[1]]);
    } else {
      setPrice([price[0], Math.max(high, price[0] + minDistance)]);
    }
  };

  return (
    <Box sx={{ width: 300 }}>
      <Typography variant="body2" gutterBottom>
        Price: ${price[0]} to ${price[1]}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `$${value}`}
        value={price}
        onChange={handleChange}
        valueLabelDisplay="auto"
        disableSwap
      />
    </Box>
  );
}
