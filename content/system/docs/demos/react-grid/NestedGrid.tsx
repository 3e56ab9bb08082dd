import * as React from 'react';
import Grid from '@mui/system/Grid';
import Item from './item';

export default function NestedGrid() {
  return (
    <Grid container spacing={2} columns={{ xs: 6, md: 12 }}>
      <Grid size={6}>
        <Item>Main column (6 of the parent&apos;s columns)</Item>
      </Grid>
      <Grid container size={6} spacing={1}>
        <Grid size={6}>
          <Item>Nested 6</Item>
        </Grid>
        <Grid size={6}>
          <Item>Nested 6</Item>
        </Grid>
        <Grid size={12}>
          <Item>Nested 12</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
