import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export default function NestedGrid2() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Item>Sidebar</Item>
      </Grid>
      <Grid container size={{ xs: 12, md: 8 }}>
        <Grid size={6}>
          <Item>Nested size=6</Item>
        </Grid>
        <Grid size={6}>
          <Item>Nested size=6</Item>
        </Grid>
        <Grid size={12}>
          <Item>Nested size=12</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
