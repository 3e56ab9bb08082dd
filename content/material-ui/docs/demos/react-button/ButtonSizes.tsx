import * as React from 'react';
import Box from '@mui/material/Box';
import Button, { ButtonProps } from '@mui/material/Button';

const sizes: NonNullable<ButtonProps['size']>[] = ['small', 'medium', 'large'];
const variants: NonNullable<ButtonProps['variant']>[] = [
  'text',
  'outlined',
  'contained',
];

export default function ButtonSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  );
}
