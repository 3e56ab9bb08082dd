import * as React from 'react';
import CircularProgress, { CircularProgressProps } from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants: NonNullable<CircularProgressProps['variant']>[] = [
  'solid',
  'soft',
  'outlined',
  'plain',
];
const colors: NonNullable<CircularProgressProps['color']>[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function CircularProgressVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress
              determinate
              value={66}
              variant={variant}
              aria-label={`Progress (${variant} variant)`}
            />
            <Typography level="body-xs">{variant}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Stack key={color} spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress
              determinate
              value={66}
              color={color}
              aria-label={`Progress (${color} color)`}
            />
            <Typography level="body-xs">{color}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
