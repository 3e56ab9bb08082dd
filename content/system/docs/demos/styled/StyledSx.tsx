import * as React from 'react';
import { styled } from '@mui/system';

const Callout = styled('div')(({ theme }) =>
  theme.unstable_sx({
    p: 2,
    borderLeft: 4,
    borderColor: 'primary.main',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    typography: 'body2',
  }),
);

export default function StyledSx() {
  return (
    <div>
      <Callout>
        Callout is styled with theme.unstable_sx: the sx shorthands and palette paths
        work inside styled().
      </Callout>
      <Callout sx={{ mt: 2, borderColor: 'secondary.main' }}>
        The sx prop still applies on top of it.
      </Callout>
    </div>
  );
}
