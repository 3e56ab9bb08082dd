import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import StarIcon from '@mui/icons-material/Star';

// A replacement for the Slider's thumb slot. It must pass on the props it receives and render its
// children: the hidden <input> that makes the slider keyboard accessible lives inside the thumb.
function StarThumb(props: React.HTMLAttributes<HTMLSpanElement>) {
  const { children, ...other } = props;
  return (
    <SliderThumb {...other}>
      {children}
      <StarIcon sx={{ fontSize: 14, color: 'primary.contrastText' }} />
    </SliderThumb>
  );
}

export default function SlotsAndSlotProps() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 360, pt: 1 }}>
      <Slider defaultValue={40} aria-label="Minimum rating" slots={{ thumb: StarThumb }} slotProps={{ rail: { style: { opacity: 0.2 } } }} />
      <TextField
        label="Username"
        defaultValue="mira"
        helperText="Up to 20 characters"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
          htmlInput: { maxLength: 20, autoComplete: 'off', spellCheck: false },
          formHelperText: { sx: { fontStyle: 'italic' } },
        }}
      />
    </Stack>
  );
}
