import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { ColorPaletteProp } from '@mui/joy/styles';

const ratios: { ratio: string; color: ColorPaletteProp }[] = [
  { ratio: '1', color: 'primary' },
  { ratio: '4/3', color: 'success' },
  { ratio: '16/9', color: 'warning' },
  { ratio: '21/9', color: 'danger' },
];

export default function AspectRatioRatios() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        alignItems: 'start',
        width: '100%',
      }}
    >
      {ratios.map(({ ratio, color }) => (
        <AspectRatio key={ratio} ratio={ratio} variant="solid" color={color}>
          <Typography level="title-md" component="div" textColor="inherit">
            {ratio}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
