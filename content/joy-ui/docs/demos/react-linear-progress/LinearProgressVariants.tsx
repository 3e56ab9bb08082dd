import * as React from 'react';
import LinearProgress, { LinearProgressProps } from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants: NonNullable<LinearProgressProps['variant']>[] = [
  'solid',
  'soft',
  'outlined',
  'plain',
];
const colors: NonNullable<LinearProgressProps['color']>[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function LinearProgressVariants() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <Stack spacing={2} sx={{ flex: 1 }}>
        {variants.map((variant) => (
          <Stack key={variant} spacing={0.5}>
            <Typography level="body-xs">{variant}</Typography>
            <LinearProgress
              determinate
              value={60}
              variant={variant}
              aria-label={`Progress (${variant} variant)`}
            />
          </Stack>
        ))}
      </Stack>
      <Stack spacing={2} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <Stack key={color} spacing={0.5}>
            <Typography level="body-xs">{color}</Typography>
            <LinearProgress
              determinate
              value={60}
              color={color}
              aria-label={`Progress (${color} color)`}
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
