import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
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

export default function TooltipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {variants.map((variant) => (
          <Tooltip
            key={variant}
            title={`A ${variant} tooltip`}
            variant={variant}
            describeChild
          >
            <Button variant="plain">{variant}</Button>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {colors.map((color) => (
          <Tooltip
            key={color}
            title={`A soft ${color} tooltip`}
            color={color}
            variant="soft"
            describeChild
          >
            <Button variant="plain" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {sizes.map((size) => (
          <Tooltip key={size} title={`Size ${size}`} size={size} describeChild>
            <Button variant="plain" color="neutral">
              {size}
            </Button>
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
