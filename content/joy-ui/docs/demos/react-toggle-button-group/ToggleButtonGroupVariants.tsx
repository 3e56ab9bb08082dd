import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function ToggleButtonGroupVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  const [size, setSize] = React.useState<'sm' | 'md' | 'lg'>('md');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Variant"
        variant={variant}
        color={color}
        size={size}
        value={variant}
        onChange={(event, value) => {
          if (value) {
            setVariant(value);
          }
        }}
      >
        {variants.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Color"
        variant={variant}
        color={color}
        size={size}
        value={color}
        onChange={(event, value) => {
          if (value) {
            setColor(value);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {colors.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Size"
        variant={variant}
        color={color}
        size={size}
        value={size}
        onChange={(event, value) => {
          if (value) {
            setSize(value);
          }
        }}
      >
        <Button value="sm">sm</Button>
        <Button value="md">md</Button>
        <Button value="lg">lg</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
