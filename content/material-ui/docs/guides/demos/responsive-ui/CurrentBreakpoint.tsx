import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CurrentBreakpoint() {
  const theme = useTheme();
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const lgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const queries = [
    { label: "up('sm')", matches: smUp },
    { label: "up('md')", matches: mdUp },
    { label: "up('lg')", matches: lgUp },
    { label: 'prefers-reduced-motion', matches: prefersReducedMotion },
  ];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Resize the window: each chip reflects one useMediaQuery call.
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {queries.map(({ label, matches }) => (
          <Chip key={label} label={`${label}: ${matches ? 'matches' : 'no match'}`} color={matches ? 'success' : 'default'} variant={matches ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    </Stack>
  );
}
