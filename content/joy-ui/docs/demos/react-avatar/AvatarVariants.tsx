import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function AvatarVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {variants.map((variant) => (
          <Avatar key={variant} variant={variant} color="primary">
            {variant.charAt(0).toUpperCase()}
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {colors.map((color) => (
          <Avatar key={color} color={color}>
            {color.slice(0, 2).toUpperCase()}
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar size="sm">SM</Avatar>
        <Avatar size="md">MD</Avatar>
        <Avatar size="lg">LG</Avatar>
      </Stack>
    </Stack>
  );
}
