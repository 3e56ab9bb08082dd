import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        py: 6,
        bgcolor: 'action.hover',
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          Field Notes
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ color: 'text.secondary' }}
        >
          Stories about building products, written by the people who build them.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          Copyright © Your Website 2024.
        </Typography>
      </Container>
    </Box>
  );
}
