import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const widths = [140, 280, 560];

export default function AspectRatioMinMax() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {widths.map((width) => (
        <AspectRatio
          key={width}
          ratio="16/9"
          minHeight={100}
          maxHeight={180}
          variant="soft"
          color="success"
          sx={{ width, maxWidth: '100%' }}
        >
          <Typography level="body-sm" component="div" textColor="inherit">
            {width}px wide
          </Typography>
        </AspectRatio>
      ))}
    </Stack>
  );
}
