import * as React from 'react';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const MIN = 0;
const MAX = 100;

export default function SliderWithInput() {
  const [opacity, setOpacity] = React.useState(80);
  const labelId = React.useId();

  return (
    <Stack spacing={1} sx={{ width: 360, maxWidth: '100%' }}>
      <Typography id={labelId} level="title-sm">
        Layer opacity
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          value={opacity}
          min={MIN}
          max={MAX}
          onChange={(event, value) => setOpacity(value as number)}
          sx={{ flex: 1 }}
        />
        <Input
          type="number"
          aria-label="Layer opacity, in percent"
          value={opacity}
          endDecorator="%"
          slotProps={{ input: { min: MIN, max: MAX } }}
          onChange={(event) => {
            const next = Number(event.target.value);
            setOpacity(
              Math.min(MAX, Math.max(MIN, Number.isNaN(next) ? MIN : next)),
            );
          }}
          sx={{ width: 96 }}
        />
      </Stack>
    </Stack>
  );
}
