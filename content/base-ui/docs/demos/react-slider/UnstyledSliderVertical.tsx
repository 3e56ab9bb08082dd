import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const bands = [
  { name: 'Bass', defaultValue: 4 },
  { name: 'Mid', defaultValue: 0 },
  { name: 'Treble', defaultValue: -2 },
];

export default function UnstyledSliderVertical() {
  const id = React.useId();
  return (
    <Row>
      {bands.map((band) => (
        <Band key={band.name}>
          <Slider
            orientation="vertical"
            aria-labelledby={`${id}-${band.name}`}
            defaultValue={band.defaultValue}
            min={-12}
            max={12}
            getAriaValueText={(value) => `${value} decibels`}
          />
          <Label id={`${id}-${band.name}`}>{band.name}</Label>
        </Band>
      ))}
    </Row>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2' };

const Row = styled('div')({
  display: 'flex',
  gap: 24,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Band = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

const Label = styled('span')({ fontWeight: 600 });

const Slider = styled(BaseSlider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 4,
  height: 160,
  padding: '0 16px',
  color: blue[700],
  cursor: 'pointer',
  touchAction: 'none',
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute',
    width: 4,
    height: '100%',
    borderRadius: 2,
    background: 'currentColor',
    opacity: 0.3,
  },
  [`& .${sliderClasses.track}`]: {
    position: 'absolute',
    width: 4,
    borderRadius: 2,
    background: 'currentColor',
  },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    width: 20,
    height: 20,
    marginLeft: -8,
    marginBottom: -10,
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
    [`& .${sliderClasses.thumb}:hover`]: { boxShadow: `0 0 0 6px ${blue[700]}` },
  }),
}));
