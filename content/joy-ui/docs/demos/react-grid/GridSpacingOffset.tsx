import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="success" sx={{ p: 1.5, borderRadius: 'sm' }}>
      {children}
    </Sheet>
  );
}

export default function GridSpacingOffset() {
  return (
    <Grid
      container
      columns={16}
      rowSpacing={1}
      columnSpacing={3}
      sx={{ flexGrow: 1 }}
    >
      <Grid xs={8}>
        <Item>xs=8 of 16 columns</Item>
      </Grid>
      <Grid xs={4} xsOffset={4}>
        <Item>xs=4, xsOffset=4</Item>
      </Grid>
      <Grid xs={6} xsOffset="auto">
        <Item>xs=6, xsOffset="auto"</Item>
      </Grid>
    </Grid>
  );
}
