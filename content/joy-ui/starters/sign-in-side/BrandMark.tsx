import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';

/** The product's name with its mark: replace it with your own logo. */
export default function BrandMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 'sm',
          bgcolor: 'primary.solidBg',
          color: 'primary.solidColor',
        }}
      >
        <AutoAwesomeRoundedIcon />
      </Box>
      <Typography level="title-lg" component="span">
        Lumen
      </Typography>
    </Box>
  );
}
