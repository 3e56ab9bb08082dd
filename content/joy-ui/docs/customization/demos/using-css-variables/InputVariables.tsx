import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputVariables() {
  const id = React.useId();
  const [radius, setRadius] = React.useState(6);
  const [minHeight, setMinHeight] = React.useState(40);
  const [gap, setGap] = React.useState(8);

  const controls = [
    { name: '--Input-radius', value: radius, set: setRadius, min: 0, max: 28 },
    {
      name: '--Input-minHeight',
      value: minHeight,
      set: setMinHeight,
      min: 32,
      max: 64,
    },
    { name: '--Input-gap', value: gap, set: setGap, min: 0, max: 24 },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: 440, mx: 'auto' }}>
      <Input
        aria-label="Search the catalog"
        placeholder="Search the catalog"
        startDecorator={<SearchRounded />}
        endDecorator={<Button>Search</Button>}
        sx={{
          '--Input-radius': `${radius}px`,
          '--Input-minHeight': `${minHeight}px`,
          '--Input-gap': `${gap}px`,
        }}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        {controls.map((control) => (
          <Box
            key={control.name}
            sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', gap: 2 }}
          >
            <Typography
              level="body-sm"
              fontFamily="code"
              id={`${id}${control.name}-label`}
            >
              {control.name}: {control.value}px
            </Typography>
            <Slider
              size="sm"
              min={control.min}
              max={control.max}
              value={control.value}
              onChange={(event, value) => control.set(value as number)}
              slotProps={{
                input: { 'aria-labelledby': `${id}${control.name}-label` },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
