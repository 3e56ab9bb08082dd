import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const colors: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function RadioVariantsColors() {
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          defaultValue="outlined"
          sx={{ flexWrap: 'wrap' }}
        >
          {variants.map((variant) => (
            <Radio key={variant} value={variant} variant={variant} label={variant} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <RadioGroup
          orientation="horizontal"
          defaultValue="primary"
          sx={{ flexWrap: 'wrap' }}
        >
          {colors.map((color) => (
            <Radio key={color} value={color} color={color} label={color} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Size</FormLabel>
        <RadioGroup
          orientation="horizontal"
          defaultValue="md"
          sx={{ alignItems: 'center' }}
        >
          <Radio value="sm" size="sm" label="Small" />
          <Radio value="md" size="md" label="Medium" />
          <Radio value="lg" size="lg" label="Large" />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
