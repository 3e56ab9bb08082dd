import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3 },
        maxWidth: 360,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'primary.outlinedBorder',
        bgcolor: 'primary.softBg',
        color: 'primary.softColor',
        typography: 'body-sm',
        boxShadow: 'sm',
        transition: 'box-shadow 0.2s',
        '&:hover': { boxShadow: 'lg' },
      }}
    >
      <Box
        component="strong"
        sx={{ display: 'block', typography: 'title-md', mb: 0.5 }}
      >
        Theme-aware styles
      </Box>
      Padding, radius, border, colors, typography and shadows all come from the Joy
      theme, and the colors follow light and dark mode.
    </Box>
  );
}
