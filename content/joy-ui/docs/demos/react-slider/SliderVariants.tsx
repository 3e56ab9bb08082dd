import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
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

export default function SliderVariants() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      <Stack spacing={1} sx={{ width: 200 }}>
        <Typography level="title-sm">Variants</Typography>
        {variants.map((variant) => (
          <Slider
            key={variant}
            variant={variant}
            defaultValue={50}
            aria-label={`${variant} variant`}
          />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: 200 }}>
        <Typography level="title-sm">Colors</Typography>
        {colors.map((color) => (
          <Slider
            key={color}
            color={color}
            defaultValue={50}
            aria-label={`${color} color`}
          />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: 200 }}>
        <Typography level="title-sm">Sizes</Typography>
        {sizes.map((size) => (
          <Slider
            key={size}
            size={size}
            defaultValue={50}
            aria-label={`Size ${size}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
