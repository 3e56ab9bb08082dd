import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
}));

const heights = [150, 30, 90, 70, 110, 150, 130, 80, 50, 90, 100, 150];

export default function ResponsiveMasonry() {
  return (
    <Masonry columns={{ xs: 2, sm: 3, md: 4 }} spacing={{ xs: 1, sm: 2 }}>
      {heights.map((height, index) => (
        <Item key={index} sx={{ height }}>
          {index + 1}
        </Item>
      ))}
    </Masonry>
  );
}
