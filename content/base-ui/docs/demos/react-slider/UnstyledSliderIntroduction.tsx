import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

export default function UnstyledSliderIntroduction() {
  const id = React.useId();
  return (
    <Stack>
      <Label id={id}>Volume</Label>
      <Slider aria-labelledby={id} defaultValue={40} />
      <Slider aria-label="Microphone level" defaultValue={60} disabled />
    </Stack>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2' };
const grey = { 300: '#C7D0DD', 500: '#9DA8B7' };

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 300,
  fontFamily: 'IBM Plex Sans, sans-serif',
});

const Label = styled('span')({ fontSize: '0.875rem', fontWeight: 600 });

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
  [`&.${sliderClasses.disabled}`]: {
    color: grey[500],
    cursor: 'default',
    pointerEvents: 'none',
  },
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
    [`&.${sliderClasses.disabled}`]: { color: grey[300], opacity: 0.5 },
    [`& .${sliderClasses.thumb}:hover`]: { boxShadow: `0 0 0 6px ${blue[700]}` },
  }),
}));
