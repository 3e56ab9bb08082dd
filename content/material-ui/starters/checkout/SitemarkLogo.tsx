import * as React from 'react';
import Box from '@mui/material/Box';

/** The shop's logo: an inline SVG mark and the word "Sitemark". */
export default function SitemarkLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
        sx={(theme) => ({ width: 28, height: 28, fill: theme.vars.palette.primary.main, stroke: theme.vars.palette.primary.contrastText })}
      >
        <rect x="2" y="2" width="24" height="24" rx="7" stroke="none" />
        <path d="M18.6 9.2c-1.1-1-2.6-1.6-4.3-1.6-2.4 0-4 1.1-4 2.9 0 4.1 8.6 2.5 8.6 6.5 0 1.8-1.7 2.9-4.1 2.9-1.9 0-3.7-.7-4.9-2" fill="none" strokeWidth="2.2" strokeLinecap="round" />
      </Box>
      <Box component="span" sx={{ typography: 'h6', fontWeight: 700, letterSpacing: '-0.01em' }}>
        Sitemark
      </Box>
    </Box>
  );
}
