import * as React from 'react';
import Grid from '@mui/system/Grid';
import Item from './item';

export default function AutoGrowGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size="auto">
        <Item>size=&quot;auto&quot; fits its content</Item>
      </Grid>
      <Grid size="grow">
        <Item>size=&quot;grow&quot;</Item>
      </Grid>
      <Grid size={3}>
        <Item>size=3</Item>
      </Grid>
    </Grid>
  );
}
