import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const products = [
  'Desk lamp',
  'Notebook',
  'Fountain pen',
  'Monitor stand',
  'Cable tray',
  'Plant pot',
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} sx={{ flexGrow: 1 }}>
      {products.map((product) => (
        <Grid key={product} xs={12} sm={6} md={4}>
          <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
            <Typography level="title-sm">{product}</Typography>
            <Typography level="body-xs">xs=12 sm=6 md=4</Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
