import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export default function SkeletonAnimations() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        pulse (default)
      </Typography>
      <Skeleton />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        wave
      </Typography>
      <Skeleton animation="wave" />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        false
      </Typography>
      <Skeleton animation={false} />
    </Box>
  );
}
