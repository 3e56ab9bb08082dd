import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select, { SelectProps } from '@mui/joy/Select';
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
  alignItems: 'center',
};

type DemoSelectProps = Pick<
  SelectProps<string, false>,
  'variant' | 'color' | 'size'
> & {
  label: string;
};

function DemoSelect({ label, ...props }: DemoSelectProps) {
  return (
    <Select defaultValue="medium" aria-label={label} {...props}>
      <Option value="small">Small coffee</Option>
      <Option value="medium">Medium coffee</Option>
      <Option value="large">Large coffee</Option>
    </Select>
  );
}

export default function SelectVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Box sx={grid}>
        {variants.map((variant) => (
          <DemoSelect key={variant} variant={variant} label={`${variant} variant`} />
        ))}
      </Box>
      <Box sx={grid}>
        {colors.map((color) => (
          <DemoSelect
            key={color}
            color={color}
            variant="soft"
            label={`${color} color`}
          />
        ))}
      </Box>
      <Box sx={grid}>
        {sizes.map((size) => (
          <DemoSelect key={size} size={size} label={`${size} size`} />
        ))}
      </Box>
    </Box>
  );
}
