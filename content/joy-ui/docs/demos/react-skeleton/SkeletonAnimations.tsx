import * as React from 'react';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">pulse (default)</Typography>
        <Skeleton variant="rectangular" height={64} />
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">wave</Typography>
        <Skeleton variant="rectangular" height={64} animation="wave" />
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">false</Typography>
        <Skeleton variant="rectangular" height={64} animation={false} />
      </Stack>
    </Stack>
  );
}
