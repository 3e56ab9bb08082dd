import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxConditional() {
  const [active, setActive] = React.useState(false);
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={active}
      onClick={() => setActive((value) => !value)}
      sx={[
        {
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'primary.main',
          font: 'inherit',
          cursor: 'pointer',
        },
        active && { bgcolor: 'primary.main', color: 'primary.contrastText' },
      ]}
    >
      Follow
    </Box>
  );
}
