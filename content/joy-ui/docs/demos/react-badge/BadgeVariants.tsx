import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
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
const sizes = ['sm', 'md', 'lg'] as const;

function Target() {
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        borderRadius: 'sm',
        bgcolor: 'background.level2',
      }}
    />
  );
}

export default function BadgeVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} badgeContent={3}>
            <Target />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        {colors.map((color) => (
          <Badge key={color} color={color} badgeContent={7}>
            <Target />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <Target />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
