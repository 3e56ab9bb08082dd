import * as React from 'react';
import Box from '@mui/system/Box';
import { ThemeProvider } from '@mui/system';

const theme = {
  palette: {
    primary: {
      main: '#007FFF',
      dark: '#0066CC',
    },
  },
};

export default function BoxSx() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          width: 100,
          height: 100,
          borderRadius: 1,
          bgcolor: 'primary.main',
          '&:hover': {
            bgcolor: 'primary.dark',
          },
        }}
      />
    </ThemeProvider>
  );
}
