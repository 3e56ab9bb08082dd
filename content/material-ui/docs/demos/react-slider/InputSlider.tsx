import * as React from 'react';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InputSlider() {
  const [value, setValue] = React.useState(30);

  const handleSliderChange = (event: Event, newValue: number | number[]) => {
    setValue(newValue as number);
  };

  const handleInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value === '' ? 0 : Number(event.target.value));
  };

  // Bring out-of-range typed values back into range when the input loses focus.
  const handleBlur = () => {
    setValue(Math.min(100, Math.max(0, value)));
  };

  return (
    <div>
      <Typography id="opacity-slider-label" variant="body2" gutterBottom>
        Opacity (%)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 320 }}>
        <Slider
          value={value}
          onChange={handleSliderChange}
          aria-labelledby="opacity-slider-label"
        />
        <Input
          value={value}
          size="small"
          onChange={handleInputChange}
          onBlur={handleBlur}
          inputProps={{
            step: 5,
            min: 0,
            max: 100,
            type: 'number',
            'aria-labelledby': 'opacity-slider-label',
          }}
          sx={{ width: 64 }}
        />
      </Stack>
    </div>
  );
}
