import * as React from 'react';
import Autocomplete, { AutocompleteProps } from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

type Variant = NonNullable<
  AutocompleteProps<string, false, false, false>['variant']
>;

const variants: Variant[] = ['outlined', 'soft', 'solid', 'plain'];
const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange', 'Peach', 'Pear'];

export default function AutocompleteVariants() {
  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      {variants.map((variant) => (
        <Autocomplete
          key={variant}
          variant={variant}
          placeholder={`${variant.charAt(0).toUpperCase()}${variant.slice(1)} variant`}
          aria-label={`Fruit, ${variant} variant`}
          options={fruits}
        />
      ))}
    </Stack>
  );
}
