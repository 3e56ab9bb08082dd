import * as React from 'react';
import Grid from '@mui/system/Grid';
import Item from './item';

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 4 }} offset={{ md: 2 }}>
        <Item>offset md=2</Item>
      </Grid>
      <Grid size={4} offset="auto">
        <Item>offset=&quot;auto&quot;</Item>
      </Grid>
      <Grid size={6} offset={3}>
        <Item>size=6, offset=3</Item>
      </Grid>
    </Grid>
  );
}
