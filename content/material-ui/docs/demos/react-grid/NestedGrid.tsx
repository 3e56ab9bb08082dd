import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={4}>
        <Item>Sidebar (xs=12 md=4)</Item>
      </Grid>
      <Grid item container xs={12} md={8} spacing={1}>
        <Grid item xs={6}>
          <Item>Nested xs=6</Item>
        </Grid>
        <Grid item xs={6}>
          <Item>Nested xs=6</Item>
        </Grid>
        <Grid item xs={12}>
          <Item>Nested xs=12</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
