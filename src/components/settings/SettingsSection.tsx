import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled group of settings; the heading names the group for screen readers. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2.5 }}>
      <Typography
        id={id}
        component="h3"
        sx={{ m: '16px 0 8px', fontSize: 11, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '.1rem', color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
