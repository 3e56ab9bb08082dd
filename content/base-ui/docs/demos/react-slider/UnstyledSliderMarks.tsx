import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const sizes: Record<number, string> = {
  12: 'Small',
  16: 'Medium',
  20: 'Large',
  28: 'Extra large',
};

const marks = [
  { value: 12, label: 'S' },
  { value: 16, label: 'M' },
  { value: 20, label: 'L' },
  { value: 28, label: 'XL' },
];

export default function UnstyledSliderMarks() {
  const id = React.useId();
  const [size, setSize] = React.useState(16);
  return (
    <Stack>
      <Label id={id}>Text size</Label>
      <Slider
        aria-labelledby={id}
        value={size}
        onChange={(event, newValue) => setSize(newValue as number)}
        min={12}
        max={28}
        step={null}
        marks={marks}
        getAriaValueText={(value) => `${sizes[value]}, ${value} pixels`}
      />
      <Preview style={{ fontSize: size }}>The quick brown fox</Preview>
    </Stack>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2' };

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 300,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('span')({ fontWeight: 600 });

const Preview = styled('p')({ margin: 0, lineHeight: 1.5 });

const Slider = styled(BaseSlider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '100%',
  height: 4,
  padding: '16px 0',
  color: blue[700],
  cursor: 'pointer',
  touchAction: 'none',
  [`&.${sliderClasses.marked}`]: { marginBottom: 16 },
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    background: 'currentColor',
    opacity: 0.3,
  },
  [`& .${sliderClasses.track}`]: {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    background: 'currentColor',
  },
  [`& .${sliderClasses.mark}`]: {
    position: 'absolute',
    width: 8,
    height: 8,
    marginLeft: -4,
    borderRadius: '50%',
    background: 'currentColor',
  },
  [`& .${sliderClasses.markLabel}`]: {
    position: 'absolute',
    top: 32,
    transform: 'translateX(-50%)',
    fontSize: '0.75rem',
  },
  [`& .${sliderClasses.markLabelActive}`]: { fontWeight: 600 },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    width: 20,
    height: 20,
    marginLeft: -10,
    boxSizing: 'border-box',
    borderRadius: '50%',
    background: 'currentColor',
    transition: 'box-shadow 120ms',
    '&:hover': { boxShadow: `0 0 0 6px ${blue[200]}` },
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    boxShadow: `0 0 0 6px ${blue[200]}`,
    outline: `2px solid ${blue[700]}`,
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    color: blue[500],
    [`& .${sliderClasses.markLabel}`]: { color: '#C7D0DD' },
    [`& .${sliderClasses.thumb}:hover`]: { boxShadow: `0 0 0 6px ${blue[700]}` },
  }),
}));
