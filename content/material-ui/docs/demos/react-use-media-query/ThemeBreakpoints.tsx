import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ThemeBreakpoints() {
  const theme = useTheme();
  const upSm = useMediaQuery(theme.breakpoints.up('sm'));
  const betweenSmLg = useMediaQuery(theme.breakpoints.between('sm', 'lg'));
  // The callback form receives the theme from context.
  const downMd = useMediaQuery((t: Theme) => t.breakpoints.down('md'));

  const rows = [
    { code: "theme.breakpoints.up('sm')", matches: upSm },
    { code: "theme.breakpoints.between('sm', 'lg')", matches: betweenSmLg },
    { code: "(theme) => theme.breakpoints.down('md')", matches: downMd },
  ];

  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((row) => (
        <Typography component="li" key={row.code} sx={{ py: 0.25 }}>
          <code>{row.code}</code>: <strong>{`${row.matches}`}</strong>
        </Typography>
      ))}
    </Box>
  );
}
