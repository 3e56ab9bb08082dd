import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet, { SheetProps } from '@mui/joy/Sheet';

const variants: NonNullable<SheetProps['variant']>[] = [
  'plain',
  'outlined',
  'soft',
  'solid',
];
const colors: NonNullable<SheetProps['color']>[] = [
  'neutral',
  'primary',
  'success',
  'warning',
  'danger',
];

export default function SheetVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(80px, 1fr))',
        gap: 1,
        width: '100%',
      }}
    >
      {variants.map((variant) =>
        colors.map((color) => (
          <Sheet
            key={`${variant}-${color}`}
            variant={variant}
            color={color}
            sx={{ p: 1.5, borderRadius: 'sm', fontSize: 'xs' }}
          >
            {variant}
            <br />
            {color}
          </Sheet>
        )),
      )}
    </Box>
  );
}
