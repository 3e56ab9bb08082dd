import * as React from 'react';
import Box from '@mui/system/Box';
import { ThemeProvider, Theme } from '@mui/system';

const withBoxSize = (outer: Theme): Theme => ({
  ...outer,
  unstable_sxConfig: {
    ...outer.unstable_sxConfig,
    // A new key: boxSize sets both width and height.
    boxSize: {
      cssProperty: false,
      transform: (value) => {
        const size = value as number | string;
        return { width: size, height: size };
      },
    },
  },
});

export default function CustomSxKey() {
  return (
    <ThemeProvider theme={withBoxSize}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {[24, 40, 64].map((size) => (
          <Box
            key={size}
            sx={{
              boxSize: size,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
        ))}
        <Box
          sx={{
            boxSize: { xs: 40, sm: 88 },
            borderRadius: 1,
            bgcolor: 'secondary.main',
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
