import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonShapes() {
  return (
    <Stack spacing={3} sx={{ width: 320 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" level="title-md" width="60%" />
          <Skeleton variant="text" level="body-sm" />
        </Box>
      </Box>
      <Skeleton variant="rectangular" height={120} />
      <Box>
        <Skeleton variant="text" level="h3" width="50%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
    </Stack>
  );
}
