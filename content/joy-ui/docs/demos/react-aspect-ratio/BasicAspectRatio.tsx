import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

export default function BasicAspectRatio() {
  return (
    <AspectRatio sx={{ width: 320, maxWidth: '100%' }}>
      <Typography level="h2" component="div">
        16 / 9
      </Typography>
    </AspectRatio>
  );
}
