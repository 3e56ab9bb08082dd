import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function PaperSurface() {
  return (
    <Paper
      component="section"
      aria-labelledby="newsletter-title"
      elevation={3}
      sx={{ p: 3, width: '100%', maxWidth: 420 }}
    >
      <Typography id="newsletter-title" variant="h6" component="div" gutterBottom>
        Stay in the loop
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Product news once a month. No spam.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField label="Email" type="email" size="small" sx={{ flex: 1 }} />
        <Button variant="contained">Join</Button>
      </Box>
    </Paper>
  );
}
