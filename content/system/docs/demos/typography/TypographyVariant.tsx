import * as React from 'react';
import Box from '@mui/system/Box';

const variants = ['h4', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'overline'];

export default function TypographyVariant() {
  return (
    <Box sx={{ color: 'text.primary' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ typography: variant, mb: 1 }}>
          {`typography: '${variant}'`}
        </Box>
      ))}
    </Box>
  );
}
