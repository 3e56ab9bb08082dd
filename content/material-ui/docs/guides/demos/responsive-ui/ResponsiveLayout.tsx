import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const cards = ['Orders', 'Revenue', 'Customers', 'Refunds'];

export default function ResponsiveLayout() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Typography component="p" sx={{ fontSize: { xs: '1.125rem', md: '1.5rem' }, fontWeight: 500 }}>
          Weekly summary
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
          This line is hidden below the md breakpoint.
        </Typography>
      </Stack>
      <Grid container spacing={{ xs: 1, md: 2 }}>
        {cards.map((card) => (
          <Grid key={card} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {card}
              </Typography>
              <Typography variant="h6" component="p">
                xs 12 · sm 6 · lg 3
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
