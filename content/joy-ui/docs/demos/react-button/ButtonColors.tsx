import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function ButtonColors() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Button key={color} color={color} variant="soft">
          {color.charAt(0).toUpperCase() + color.slice(1)}
        </Button>
      ))}
    </Box>
  );
}
