import * as React from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const matches = useMediaQuery('(min-width:600px)');

  return (
    <Typography>
      <code>(min-width:600px)</code> matches: <strong>{`${matches}`}</strong>
    </Typography>
  );
}
