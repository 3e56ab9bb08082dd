import * as React from 'react';
import Grid from '@mui/system/Grid';
import Item from './item';

const products = [
  'Backpack',
  'Water bottle',
  'Headlamp',
  'Rain jacket',
  'Map case',
  'Stove',
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {products.map((product) => (
        <Grid key={product} size={{ xs: 12, sm: 6, md: 4 }}>
          <Item>{product}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
