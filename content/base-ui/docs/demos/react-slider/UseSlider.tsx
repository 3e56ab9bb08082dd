import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { styled } from '@mui/system';

export default function UseSlider() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(70);
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    axis,
    axisProps,
    trackOffset,
    trackLeap,
    focusedThumbIndex,
  } = useSlider({
    value,
    onChange: (event, newValue) => setValue(newValue as number),
    'aria-labelledby': labelId,
  });

  return (
    <Root>
      <Header>
        <Label id={labelId}>Opacity</Label>
        <output aria-hidden="true">{value}%</output>
      </Header>
      <SliderRoot {...getRootProps()}>
        <Rail />
        <Track
          style={{
            ...axisProps[axis].offset(trackOffset),
            ...axisProps[axis].leap(trackLeap),
          }}
        />
        <Thumb
          {...getThumbProps({ 'data-index': 0 })}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={axisProps[axis].offset(valueToPercent(values[0], 0, 100))}
        >
          <input
            {...getHiddenInputProps({
              'data-index': 0,
              value: values[0],
              'aria-valuetext': `${values[0]}%`,
            })}
          />
        </Thumb>
      </SliderRoot>
    </Root>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2' };

const Root = styled('div')({
  width: 300,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Header = styled('div')({ display: 'flex', justifyContent: 'space-between' });

const Label = styled('span')({ fontWeight: 600 });

const SliderRoot = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 36,
  color: blue[700],
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { color: blue[500] }),
}));

const Rail = styled('span')({
  position: 'absolute',
  width: '100%',
  height: 4,
  borderRadius: 2,
  background: 'currentColor',
  opacity: 0.3,
});

const Track = styled('span')({
  position: 'absolute',
  height: 4,
  borderRadius: 2,
  background: 'currentColor',
});

const Thumb = styled('span')({
  position: 'absolute',
  width: 20,
  height: 20,
  marginLeft: -10,
  borderRadius: '50%',
  background: 'currentColor',
  '&:hover': { boxShadow: `0 0 0 6px ${blue[200]}` },
  '&[data-focus-visible]': {
    boxShadow: `0 0 0 6px ${blue[200]}`,
    outline: `2px solid ${blue[700]}`,
    outlineOffset: 2,
  },
});
