import * as React from 'react';
import Box from '@mui/system/Box';
import { ThemeProvider, Theme } from '@mui/system';

// A named radius scale, read by the borderRadius key instead of shape.borderRadius.
const radius = { sm: 4, md: 12, lg: 20, pill: 999 };

const withRadiusScale = (outer: Theme): Theme => {
  const theme = {
    ...outer,
    radius,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      borderRadius: { themeKey: 'radius' },
    },
  };
  return theme;
};

export default function ThemeKeyLookup() {
  return (
    <ThemeProvider theme={withRadiusScale}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {Object.keys(radius).map((name) => (
          <Box
            key={name}
            sx={{
              borderRadius: name,
              px: 3,
              py: 1.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontFamily: 'monospace',
            }}
          >
            {`borderRadius: '${name}'`}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
