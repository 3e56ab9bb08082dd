import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];
const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Typography
            key={variant}
            component="label"
            level="body-sm"
            startDecorator={
              <Switch variant={variant} defaultChecked sx={{ mr: 1 }} />
            }
          >
            {variant}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Typography
            key={color}
            component="label"
            level="body-sm"
            startDecorator={<Switch color={color} defaultChecked sx={{ mr: 1 }} />}
          >
            {color}
          </Typography>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={3}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {sizes.map((size) => (
          <Typography
            key={size}
            component="label"
            level="body-sm"
            startDecorator={<Switch size={size} defaultChecked sx={{ mr: 1 }} />}
          >
            {size}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
