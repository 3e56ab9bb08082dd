import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function BasicSlider() {
  const labelId = React.useId();

  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id={labelId} level="title-sm" gutterBottom>
        Volume
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <VolumeDown />
        <Slider
          aria-labelledby={labelId}
          defaultValue={40}
          valueLabelDisplay="auto"
        />
        <VolumeUp />
      </Box>
    </Box>
  );
}
