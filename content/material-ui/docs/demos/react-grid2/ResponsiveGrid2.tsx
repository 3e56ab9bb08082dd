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

const metrics = ['Orders', 'Revenue', 'Customers', 'Returns', 'Refunds', 'Visits'];

export default function ResponsiveGrid2() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {metrics.map((metric) => (
        <Grid key={metric} size={{ xs: 2, sm: 4, md: 4 }}>
          <Item>{metric}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
