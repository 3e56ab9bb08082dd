import * as React from 'react';
import { styled } from '@mui/system';

const Stat = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid #d0d7de',
    backgroundColor: '#ffffff',
    color: '#1f2328',
    [theme.breakpoints.up('sm')]: {
      padding: theme.spacing(3),
    },
  },
  theme.applyStyles('dark', {
    borderColor: '#3d444d',
    backgroundColor: '#151b23',
    color: '#f0f6fc',
  }),
]);

const Value = styled('div')({ fontSize: 32, fontWeight: 600 });

export default function StyledTheme() {
  return (
    <Stat>
      <div>Active subscriptions</div>
      <Value>2,318</Value>
    </Stat>
  );
}
