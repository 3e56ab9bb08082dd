import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
      {children}
    </Sheet>
  );
}

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid container xs={12} md={8}>
        <Grid xs={12}>
          <Typography level="title-sm">
            Main area (md=8, a nested container)
          </Typography>
        </Grid>
        <Grid xs={6}>
          <Item>xs=6 of the nested 12</Item>
        </Grid>
        <Grid xs={6}>
          <Item>xs=6 of the nested 12</Item>
        </Grid>
      </Grid>
      <Grid xs={12} md={4}>
        <Typography level="title-sm">Sidebar (md=4)</Typography>
        <Item>Item</Item>
      </Grid>
    </Grid>
  );
}
