import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm' }}>
      {children}
    </Sheet>
  );
}

export default function AutoGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs="auto">
        <Item>xs="auto": as wide as its content</Item>
      </Grid>
      <Grid xs>
        <Item>xs: takes the rest</Item>
      </Grid>
      <Grid xs={3}>
        <Item>xs=3</Item>
      </Grid>
    </Grid>
  );
}
