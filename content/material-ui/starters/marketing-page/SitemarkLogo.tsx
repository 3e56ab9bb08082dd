import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The brand: a gradient mark drawn with CSS and an inline SVG, followed by the
 * wordmark.
 */
export default function SitemarkLogo() {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 28,
          height: 28,
          borderRadius: 1,
          color: 'common.white',
          backgroundImage: `linear-gradient(135deg, ${(theme.vars || theme).palette.primary.light}, ${(theme.vars || theme).palette.primary.dark})`,
        })}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          focusable="false"
        >
          <path
            d="M3 11.5 8 3l5 8.5H3Z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="8" cy="9.5" r="1.5" fill="currentColor" />
        </svg>
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          letterSpacing: '-0.01em',
          color: 'text.primary',
        }}
      >
        Sitemark
      </Typography>
    </Box>
  );
}
