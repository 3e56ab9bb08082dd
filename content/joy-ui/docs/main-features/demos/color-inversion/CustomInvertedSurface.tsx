import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';

export default function CustomInvertedSurface() {
  return (
    <Box
      sx={[
        {
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          borderRadius: 'md',
          bgcolor: 'neutral.solidBg',
          color: 'neutral.solidColor',
        },
        applySolidInversion('neutral'),
      ]}
    >
      <Typography level="title-md" sx={{ flex: 1 }}>
        Scheduled maintenance on Sunday from 02:00 to 04:00 UTC.
      </Typography>
      <Button variant="outlined" size="sm">
        Remind me
      </Button>
    </Box>
  );
}
