import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

function formatHour(value: number) {
  return `${value}:00`;
}

export default function CustomizationSlotProps() {
  const [hours, setHours] = React.useState([9, 17]);
  return (
    <Stack>
      <Label>
        Working hours: {formatHour(hours[0])} to {formatHour(hours[1])}
      </Label>
      <Slider
        value={hours}
        onChange={(event, value) => setHours(value as number[])}
        min={0}
        max={24}
        getAriaLabel={(index) => (index === 0 ? 'Start time' : 'End time')}
        getAriaValueText={formatHour}
        slotProps={{
          // A function receives the owner state and, for thumbs, the thumb's own
          // state: here its index selects a class.
          thumb: (ownerState, { index }) => ({
            className: index === 0 ? 'start' : 'end',
          }),
        }}
      />
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 320,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Label = styled('span')({ fontWeight: 600 });

const Slider = styled(BaseSlider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '100%',
  height: 4,
  padding: '16px 0',
  cursor: 'pointer',
  touchAction: 'none',
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    background: '#C7D0DD',
  },
  [`& .${sliderClasses.track}`]: {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    background: 'linear-gradient(90deg, #1B7F4B, #0059B2)',
  },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    width: 20,
    height: 20,
    marginLeft: -10,
    borderRadius: '50%',
    border: '3px solid #fff',
    boxSizing: 'border-box',
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
    '&.start': { background: '#1B7F4B' },
    '&.end': { background: '#0059B2' },
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    outline: '2px solid #3399FF',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    [`& .${sliderClasses.rail}`]: { background: '#434D5B' },
    [`& .${sliderClasses.thumb}`]: { borderColor: '#1C2025' },
  }),
}));
