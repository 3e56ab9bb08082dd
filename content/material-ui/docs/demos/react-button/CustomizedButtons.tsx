import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button
        variant="contained"
        disableElevation
        sx={{
          borderRadius: 999,
          px: 3,
          textTransform: 'none',
          fontWeight: 700,
          bgcolor: '#4a148c',
          color: '#fff',
          '&:hover': { bgcolor: '#6a1b9a' },
        }}
      >
        Subscribe
      </Button>
      <Button
        variant="outlined"
        sx={{
          borderRadius: 999,
          px: 3,
          textTransform: 'none',
          borderWidth: 2,
          '&:hover': { borderWidth: 2 },
        }}
      >
        Learn more
      </Button>
    </Stack>
  );
}
