import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
        gap: 3,
        width: '100%',
        p: 2,
      }}
    >
      {shadows.map((shadow) => (
        <Sheet
          key={shadow}
          sx={{
            height: 96,
            borderRadius: 'md',
            boxShadow: shadow,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="title-sm" fontFamily="code">
            {shadow}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
