import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxThemeCallback() {
  return (
    <Box
      sx={(theme) => ({
        p: 2,
        width: 280,
        borderRadius: theme.vars.radius.lg,
        color: theme.vars.palette.text.primary,
        background: `linear-gradient(135deg, ${theme.vars.palette.success.softBg}, ${theme.vars.palette.primary.softBg})`,
        fontFamily: theme.vars.fontFamily.body,
        [theme.breakpoints.up('sm')]: { width: 360 },
      })}
    >
      A callback in sx receives the theme: use theme.vars for CSS variables and
      theme.breakpoints for media queries.
    </Box>
  );
}
