import * as React from 'react';
import Alert, { AlertProps } from '@mui/joy/Alert';
import Box from '@mui/joy/Box';

const variants: NonNullable<AlertProps['variant']>[] = [
  'solid',
  'soft',
  'outlined',
  'plain',
];

export default function AlertVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="success">
          This is an alert using the {variant} variant.
        </Alert>
      ))}
    </Box>
  );
}
