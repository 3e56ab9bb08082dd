import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** The product's brand mark: a small hexagon logo followed by its name. */
export default function Sitemark() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <SvgIcon viewBox="0 0 24 24" sx={{ color: 'primary.main', fontSize: 32 }}>
        <path d="M12 2 21 7v10l-9 5-9-5V7z" opacity={0.3} />
        <path d="M12 6.5 16.8 9.25v5.5L12 17.5l-4.8-2.75v-5.5z" />
      </SvgIcon>
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, letterSpacing: '-0.02em' }}
      >
        Sitemark
      </Typography>
    </Stack>
  );
}
