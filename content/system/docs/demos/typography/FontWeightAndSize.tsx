import * as React from 'react';
import Box from '@mui/system/Box';

const weights = ['light', 'regular', 'medium', 'bold', 600];
const sizes = ['h6.fontSize', 20, '0.875rem'];

export default function FontWeightAndSize() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, color: 'text.primary' }}>
      <div>
        {weights.map((weight) => (
          <Box key={weight} sx={{ fontWeight: weight, fontSize: 18 }}>
            {`fontWeight: ${typeof weight === 'string' ? `'${weight}'` : weight}`}
          </Box>
        ))}
      </div>
      <div>
        {sizes.map((size) => (
          <Box key={size} sx={{ fontSize: size }}>
            {`fontSize: ${typeof size === 'string' ? `'${size}'` : size}`}
          </Box>
        ))}
        <Box sx={{ fontStyle: 'italic' }}>fontStyle: &apos;italic&apos;</Box>
        <Box sx={{ fontFamily: 'monospace' }}>fontFamily: &apos;monospace&apos;</Box>
      </div>
    </Box>
  );
}
