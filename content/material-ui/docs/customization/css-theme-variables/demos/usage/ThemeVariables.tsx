import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';

// Every value is a reference to a CSS variable: the card follows the light and dark schemes
// through CSS alone, without its styles being recomputed.
const Card = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.vars.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  // Channel tokens ("25 118 210") make translucent versions of a palette color.
  backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.06)`,
  color: theme.vars.palette.text.primary,
  ...theme.applyStyles('dark', {
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.14)`,
  }),
}));

export default function ThemeVariables() {
  const theme = useTheme();
  const rows: Array<[string, string]> = [
    ['theme.vars.palette.primary.main', theme.vars.palette.primary.main],
    ['theme.vars.palette.primary.mainChannel', theme.vars.palette.primary.mainChannel],
    ['theme.vars.palette.text.secondary', theme.vars.palette.text.secondary],
    ['theme.vars.shape.borderRadius', String(theme.vars.shape.borderRadius)],
    ["theme.getCssVar('palette-divider')", theme.getCssVar('palette-divider')],
  ];
  return (
    <Card>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        What the theme returns in this demo
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, fontFamily: 'monospace', fontSize: 13 }}>
        {rows.map(([expression, value]) => (
          <React.Fragment key={expression}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {expression}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </React.Fragment>
        ))}
      </Box>
    </Card>
  );
}
