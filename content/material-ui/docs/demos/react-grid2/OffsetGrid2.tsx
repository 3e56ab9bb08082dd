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

export default function OffsetGrid2() {
  return (
    <Grid container spacing={2}>
      <Grid size={4}>
        <Item>size=4</Item>
      </Grid>
      <Grid size={4} offset={4}>
        <Item>size=4 offset=4</Item>
      </Grid>
      <Grid size={8} offset={2}>
        <Item>size=8 offset=2</Item>
      </Grid>
      <Grid size={3} offset="auto">
        <Item>offset=&quot;auto&quot;</Item>
      </Grid>
    </Grid>
  );
}
