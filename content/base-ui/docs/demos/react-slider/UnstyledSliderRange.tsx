import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState([200, 800]);
  return (
    <Stack>
      <Label>Price range</Label>
      <Slider
        value={value}
        onChange={(event, newValue) => setValue(newValue as number[])}
        min={0}
        max={1000}
        step={10}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
      />
      <Output>
        {formatPrice(value[0])} to {formatPrice(value[1])}
      </Output>
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

const Output = styled('span')({ fontVariantNumeric: 'tabular-nums' });

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
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    width: 20,
    height: 20,
    marginLeft: -10,
    boxSizing: 'border-box',
    borderRadius: '50%',
    background: 'currentColor',
    transition: 'box-shadow 120ms, transform 120ms',
    '&:hover': { boxShadow: `0 0 0 6px ${blue[200]}` },
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    boxShadow: `0 0 0 6px ${blue[200]}`,
    outline: `2px solid ${blue[700]}`,
    outlineOffset: 2,
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
    transform: 'scale(1.2)',
    boxShadow: `0 0 0 6px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    color: blue[500],
    [`& .${sliderClasses.thumb}:hover`]: { boxShadow: `0 0 0 6px ${blue[700]}` },
  }),
}));
