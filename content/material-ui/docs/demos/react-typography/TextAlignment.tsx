import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const text =
  'The align prop sets text-align on the element. Justified text spreads each full line across the available width.';

export default function TextAlignment() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {(['left', 'center', 'right', 'justify'] as const).map((align) => (
        <Typography
          key={align}
          align={align}
          variant="body2"
          sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <strong>{align}:</strong> {text}
        </Typography>
      ))}
    </Stack>
  );
}
