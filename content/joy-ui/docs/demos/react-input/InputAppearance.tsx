import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
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
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 2,
  alignItems: 'center',
};

export default function InputAppearance() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Box sx={grid}>
        {variants.map((variant) => (
          <Input
            key={variant}
            variant={variant}
            placeholder={variant}
            aria-label={variant}
          />
        ))}
      </Box>
      <Box sx={grid}>
        {colors.map((color) => (
          <Input
            key={color}
            color={color}
            variant="soft"
            placeholder={color}
            aria-label={color}
          />
        ))}
      </Box>
      <Box sx={grid}>
        {sizes.map((size) => (
          <Input
            key={size}
            size={size}
            placeholder={`size ${size}`}
            aria-label={size}
          />
        ))}
      </Box>
    </Box>
  );
}
