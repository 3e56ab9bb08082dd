import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxNestedSelectors() {
  return (
    <Box
      component="a"
      href="#pseudo-classes-and-nested-selectors"
      sx={{
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        textDecoration: 'none',
        '& .hint': { color: 'text.secondary', fontSize: 14 },
        '&:hover, &:focus-visible': {
          borderColor: 'primary.main',
          '& .hint': { color: 'primary.main' },
        },
        '@media (prefers-reduced-motion: no-preference)': {
          transition: 'border-color 150ms',
        },
      }}
    >
      Changelog
      <span className="hint">point at or focus me</span>
    </Box>
  );
}
