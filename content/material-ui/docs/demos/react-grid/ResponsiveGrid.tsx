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

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={2}>
      {['Orders', 'Revenue', 'Customers', 'Returns'].map((label) => (
        <Grid item key={label} xs={12} sm={6} md={3}>
          <Item>{label}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
