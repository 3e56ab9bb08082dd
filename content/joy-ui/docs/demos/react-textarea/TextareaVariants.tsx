import * as React from 'react';
import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';
import { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];
const sizes = ['sm', 'md', 'lg'] as const;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 2,
  alignItems: 'start',
};

export default function TextareaVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Box sx={grid}>
        {variants.map((variant) => (
          <Textarea
            key={variant}
            variant={variant}
            minRows={2}
            placeholder={variant}
            aria-label={`${variant} variant`}
          />
        ))}
      </Box>
      <Box sx={grid}>
        {colors.map((color) => (
          <Textarea
            key={color}
            color={color}
            variant="soft"
            minRows={2}
            placeholder={color}
            aria-label={`${color} color`}
          />
        ))}
      </Box>
      <Box sx={grid}>
        {sizes.map((size) => (
          <Textarea
            key={size}
            size={size}
            minRows={2}
            placeholder={`size ${size}`}
            aria-label={`Size ${size}`}
          />
        ))}
      </Box>
    </Box>
  );
}
