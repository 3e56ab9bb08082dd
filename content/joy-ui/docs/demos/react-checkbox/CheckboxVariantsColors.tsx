import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
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

export default function CheckboxVariantsColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Checkbox key={color} color={color} label={color} defaultChecked />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={3}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Checkbox size="sm" label="Small" defaultChecked />
        <Checkbox size="md" label="Medium" defaultChecked />
        <Checkbox size="lg" label="Large" defaultChecked />
      </Stack>
    </Stack>
  );
}
