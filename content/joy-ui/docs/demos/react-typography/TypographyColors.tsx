import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function TypographyColors() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography textColor="text.primary">text.primary: main content</Typography>
        <Typography textColor="text.secondary">
          text.secondary: supporting text
        </Typography>
        <Typography textColor="text.tertiary">
          text.tertiary: hints and metadata
        </Typography>
      </div>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Typography key={color} color={color}>
            {color}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {colors.map((color) => (
          <Typography key={color} color={color} variant="soft">
            {color}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
