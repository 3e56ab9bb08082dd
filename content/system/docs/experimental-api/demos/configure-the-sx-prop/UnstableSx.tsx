import * as React from 'react';
import { styled } from '@mui/system';

const Tag = styled('span')(({ theme }) => [
  theme.unstable_sx({
    display: 'inline-block',
    px: 1,
    py: 0.25,
    mr: 1,
    border: 1,
    borderColor: 'primary.main',
    borderRadius: 1,
    color: 'text.primary',
    typography: 'body2',
  }),
  {
    // Plain CSS and theme.unstable_sx mix freely in one style array.
    letterSpacing: '0.02em',
  },
]);

export default function UnstableSx() {
  return (
    <div>
      <Tag>react</Tag>
      <Tag>css-in-js</Tag>
      <Tag sx={{ borderColor: 'secondary.main' }}>theming</Tag>
    </div>
  );
}
